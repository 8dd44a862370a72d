import { type DailyBest, formatBasePrice, formatDate, type PriceHistoryAnswer } from '@futterkompass/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { getJson } from '../api/http';

const COLOUR = '#0072b2';
const dayDate = (day: string) => formatDate(`${day}T00:00:00.000Z`);

/** The days on which the best price changed (and the first): the chart's content as a short table. */
export function priceChanges(days: readonly DailyBest[]): DailyBest[] {
  return days.filter((d, i) => i === 0 || d.basePrice !== days[i - 1]?.basePrice);
}

/** The chart's figures in words, for screen readers (the canvas itself says nothing). */
export function historySummary(days: readonly DailyBest[], unit: string): string {
  const prices = days.flatMap((d) => (d.basePrice === null ? [] : [d.basePrice]));
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last || prices.length === 0) return 'Liniendiagramm ohne Preise.';
  const price = (value: number | null) => (value === null ? 'kein Angebot' : formatBasePrice(value, unit));
  return `Liniendiagramm des besten Grundpreises vom ${dayDate(first.day)} bis ${dayDate(last.day)}: zwischen ${price(Math.min(...prices))} und ${price(Math.max(...prices))}, zuletzt ${price(last.basePrice)}.`;
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'loaded'; days: DailyBest[]; lowest90: DailyBest | null };

/**
 * The best base price per day as a line, the lowest of the last 90 days, and the changes as a table.
 * chart.js comes in its own chunk, only when there is something to draw.
 */
export function PriceHistory({ productId, unit }: { productId: string; unit: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const canvas = useRef<HTMLCanvasElement>(null);
  const titleId = useId();

  useEffect(() => {
    let current = true;
    getJson<PriceHistoryAnswer>(`/api/price-history?product=${encodeURIComponent(productId)}`).then(
      (answer) => current && setState({ kind: 'loaded', days: answer.days, lowest90: answer.lowest90 }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [productId]);

  const days = state.kind === 'loaded' ? state.days : null;
  useEffect(() => {
    const el = canvas.current;
    // Without a 2D context (very old browsers) the text alternative stands alone.
    if (!days?.length || !el?.getContext('2d')) return;
    let current = true;
    let remove = () => {};
    import('../compare/line-chart').then(({ drawLine }) => {
      if (!current) return;
      remove = drawLine(el, {
        labels: days.map((d) => dayDate(d.day)),
        values: days.map((d) => d.basePrice),
        label: 'Bester Grundpreis',
        colour: COLOUR,
        format: (value) => formatBasePrice(value, unit),
      });
    });
    return () => {
      current = false;
      remove();
    };
  }, [days, unit]);

  if (state.kind === 'loading') return null;
  return (
    <section className="price-history" aria-labelledby={titleId}>
      <h2 id={titleId}>Preisverlauf</h2>
      {state.kind === 'failed' ? (
        <p className="hint">Der Preisverlauf konnte leider nicht geladen werden.</p>
      ) : state.days.length === 0 ? (
        <p className="hint">Für dieses Produkt ist noch kein Preisverlauf aufgezeichnet.</p>
      ) : (
        <>
          <p className="price-history-lowest">
            Tiefstpreis der letzten 90 Tage:{' '}
            <strong>
              {state.lowest90?.basePrice != null
                ? formatBasePrice(state.lowest90.basePrice, unit)
                : 'kein Angebot'}
            </strong>
          </p>
          <div className="price-history-box">
            <canvas ref={canvas} role="img" aria-label={historySummary(state.days, unit)} />
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
                {priceChanges(state.days).map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{dayDate(d.day)}</th>
                    <td>{d.basePrice === null ? 'kein Angebot' : formatBasePrice(d.basePrice, unit)}</td>
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
