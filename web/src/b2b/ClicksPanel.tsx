import { type ClicksPerDay, formatNumber } from '@futterkompass/domain';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { describeFailure } from '../accounts/failure';
import type { Line } from '../compare/line-chart';
import { useLineChart } from '../compare/use-line-chart';
import { axisDate, dayDate } from '../product/price-range';
import { b2bApi } from './api';
import { saveBlob } from './download';
import { useLoad } from './use-load';

const RANGES = [7, 30, 90] as const;
const COLOUR = '#0072b2';

/** The chart's figures in words, for screen readers (the canvas itself says nothing). */
export function clicksSummary(days: readonly ClicksPerDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'Diagramm ohne Klicks.';
  const total = days.reduce((sum, d) => sum + d.clicks, 0);
  const most = Math.max(...days.map((d) => d.clicks));
  return `Klicks je Tag vom ${dayDate(first.date)} bis ${dayDate(last.date)}: zusammen ${formatNumber(total, 0)}, höchstens ${formatNumber(most, 0)} an einem Tag.`;
}

/** Click-outs to the merchant's shop: per day as a chart, per product as a table, all as CSV. */
export function ClicksPanel() {
  const titleId = useId();
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const report = useLoad(useCallback(() => b2bApi.clicks(days), [days]));
  const [download, setDownload] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const perDay = report.kind === 'loaded' ? report.data.perDay : null;
  // The price history's chart, drawing counts.
  const line = useMemo<Line | null>(
    () =>
      perDay && {
        labels: perDay.map((d) => d.date),
        values: perDay.map((d) => d.clicks),
        label: 'Klicks',
        colour: COLOUR,
        format: (value) => formatNumber(value, 0),
        axis: {
          label: (day) => axisDate(day, perDay.length),
          value: (v) => formatNumber(v, 0),
          unit: 'Klicks',
        },
        title: dayDate,
        counts: true,
      },
    [perDay],
  );
  useLineChart(canvas, line);

  const csv = async () => {
    setDownload('Die Datei wird erstellt …');
    try {
      saveBlob(await b2bApi.clicksCsv(), 'futterkompass-klicks.csv');
      setDownload(null);
    } catch (error) {
      setDownload(describeFailure(error, 'Die Datei konnte leider nicht erstellt werden.').message);
    }
  };

  return (
    <section className="b2b-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Klicks in deinen Shop</h2>
      <p className="hint">
        Gezählt wird jeder Klick auf „zum besten Angebot“ oder „Zum Shop“ bei deinen Angeboten, ohne
        Suchmaschinen; klickt jemand dasselbe Angebot innerhalb von 30 Minuten wieder, zählt das einmal.
      </p>
      <fieldset className="toggle-group">
        <legend className="visually-hidden">Zeitraum</legend>
        {RANGES.map((range) => (
          <button key={range} type="button" aria-pressed={range === days} onClick={() => setDays(range)}>
            {range} Tage
          </button>
        ))}
      </fieldset>
      {report.kind === 'loading' && <p className="hint">Klicks werden geladen …</p>}
      {report.kind === 'failed' && <p className="hint">Die Klicks konnten leider nicht geladen werden.</p>}
      {report.kind === 'loaded' && (
        <>
          <div className="b2b-chart">
            <canvas ref={canvas} role="img" aria-label={clicksSummary(report.data.perDay)} />
          </div>
          <h3>Klicks je Produkt</h3>
          {report.data.perProduct.length === 0 ? (
            <p>In diesem Zeitraum gab es noch keine Klicks.</p>
          ) : (
            <table className="b2b-table">
              <thead>
                <tr>
                  <th scope="col">Produkt</th>
                  <th scope="col">Klicks</th>
                </tr>
              </thead>
              <tbody>
                {report.data.perProduct.map((row) => (
                  <tr key={row.productId}>
                    <th scope="row">{row.productName}</th>
                    <td>{formatNumber(row.clicks, 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      <button type="button" className="button button-secondary" onClick={() => void csv()}>
        Als CSV herunterladen
      </button>
      <p className="b2b-notice" role="status">
        {download}
      </p>
    </section>
  );
}
