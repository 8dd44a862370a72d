import { type DailyBest, formatPrice, formatUnitPrice, priceUnitOf } from '@futterkompass/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { getJson } from '../api/http';
import type { Line } from '../compare/line-chart';
import { useLineChart } from '../compare/use-line-chart';
import { axisDate, dayDate, daysInRange, lowestPrice, PRICE_RANGES, type PriceRange } from './price-range';

const COLOUR = '#0072b2';

/** The days on which the best price changed (and the first): the chart's content as a short table. */
export function priceChanges(days: readonly DailyBest[]): DailyBest[] {
  return days.filter((d, i) => i === 0 || d.unitPrice !== days[i - 1]?.unitPrice);
}

/** The chart's figures in words, for screen readers (the canvas itself says nothing). */
export function historySummary(days: readonly DailyBest[], unit: string): string {
  const prices = days.flatMap((d) => (d.unitPrice === null ? [] : [d.unitPrice]));
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last || prices.length === 0) return 'Liniendiagramm ohne Preise.';
  const price = (value: number | null) => (value === null ? 'kein Angebot' : formatUnitPrice(value, unit));
  return `Liniendiagramm des besten Grundpreises vom ${dayDate(first.day)} bis ${dayDate(last.day)}: zwischen ${price(Math.min(...prices))} und ${price(Math.max(...prices))}, zuletzt ${price(last.unitPrice)}.`;
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'loaded'; days: DailyBest[]; lowest90: DailyBest | null };

/** The two ranges as a pair of toggle buttons. */
function RangeChoice({ range, onRange }: { range: PriceRange; onRange(range: PriceRange): void }) {
  return (
    <fieldset className="toggle-group price-history-range">
      <legend className="visually-hidden">Zeitraum</legend>
      {PRICE_RANGES.map((r) => (
        <button key={r.days} type="button" aria-pressed={r === range} onClick={() => onRange(r)}>
          {r.label}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The best Grundpreis (per kg or l) per day as a line over the last 90 days (or 12 months), the lowest price of
 * the same range above it, and the changes as a table. chart.js comes in its own chunk, only when
 * there is something to draw.
 */
export function PriceHistory({ productId, unit }: { productId: string; unit: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [range, setRange] = useState<PriceRange>(PRICE_RANGES[0]);
  const canvas = useRef<HTMLCanvasElement>(null);
  const titleId = useId();

  useEffect(() => {
    let current = true;
    getJson(`/api/price-history?product=${encodeURIComponent(productId)}`).then(
      (answer) => current && setState({ kind: 'loaded', days: answer.days, lowest90: answer.lowest90 }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [productId]);

  const shown = useMemo(
    () => (state.kind === 'loaded' ? daysInRange(state.days, range.days) : null),
    [state, range],
  );
  const line = useMemo<Line | null>(
    () =>
      shown && {
        labels: shown.map((d) => d.day),
        values: shown.map((d) => d.unitPrice),
        label: 'Bester Grundpreis',
        colour: COLOUR,
        format: (value) => formatUnitPrice(value, unit),
        axis: {
          label: (day) => axisDate(day, range.days),
          value: (value) => `${formatPrice(value)} €`,
          unit: `€/${priceUnitOf(unit)}`,
        },
        title: dayDate,
      },
    [shown, unit, range],
  );
  useLineChart(canvas, line);

  if (state.kind === 'loading') return null;
  // The API's lowest of 90 days also counts days before the first recorded one; a year is counted here.
  const lowest =
    range.days === 90 && state.kind === 'loaded'
      ? (state.lowest90?.unitPrice ?? null)
      : lowestPrice(shown ?? []);
  return (
    <section className="price-history" aria-labelledby={titleId}>
      <h2 id={titleId}>Preisverlauf</h2>
      {state.kind === 'failed' ? (
        <p className="hint">Der Preisverlauf konnte leider nicht geladen werden.</p>
      ) : state.days.length === 0 ? (
        <p className="hint">Für dieses Produkt ist noch kein Preisverlauf aufgezeichnet.</p>
      ) : (
        <>
          <p className="hint">Bester Grundpreis je Tag, wie die Shops ihn angeben: ohne Versandkosten.</p>
          <RangeChoice range={range} onRange={setRange} />
          <p className="price-history-lowest">
            {range.lowest}:{' '}
            <strong>{lowest !== null ? formatUnitPrice(lowest, unit) : 'kein Angebot'}</strong>
          </p>
          <div className="price-history-box">
            <canvas ref={canvas} role="img" aria-label={historySummary(shown ?? [], unit)} />
          </div>
          <details className="price-history-table">
            <summary>Preisverlauf als Tabelle</summary>
            <table>
              <caption className="visually-hidden">Tage, an denen sich der beste Grundpreis änderte</caption>
              <thead>
                <tr>
                  <th scope="col">ab</th>
                  <th scope="col">Bester Grundpreis</th>
                </tr>
              </thead>
              <tbody>
                {priceChanges(shown ?? []).map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{dayDate(d.day)}</th>
                    <td>{d.unitPrice === null ? 'kein Angebot' : formatUnitPrice(d.unitPrice, unit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
