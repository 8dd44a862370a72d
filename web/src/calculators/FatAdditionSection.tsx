import {
  amountOf,
  errorOf,
  fatAddition,
  fatToAddMessage,
  formatNumber,
  parseAmount,
} from '@futterkompass/domain';
import { AmountField } from './fields';
import type { QueryInputs } from './use-query-inputs';

const ROWS = [1, 2, 3, 4, 5] as const;
const amountKey = (n: number) => `menge${n}`;
const fatKey = (n: number) => `fett${n}`;
const grams = (value: number) => `${formatNumber(value)} g`;

const ERRORS_ID = 'fett-zugabe-fehler';

/** A number field in the table: named by its row and column, its error under the table. */
function TableInput({
  label,
  value,
  error,
  onValue,
}: {
  label: string;
  value: string;
  error: string | null;
  onValue(value: string): void;
}) {
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? ERRORS_ID : undefined}
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}

/** Section 1 'Fettzugabe berechnen': the ration's fat now, and the animal fat it lacks for the desired content. */
export function FatAdditionSection({ query }: { query: QueryInputs }) {
  const field = (params: URLSearchParams, key: string, percent = false) =>
    parseAmount(params.get(key) ?? '', { percent });
  const result = fatAddition(
    ROWS.map((n) => ({
      amount: amountOf(field(query.settled, amountKey(n))),
      fat: amountOf(field(query.settled, fatKey(n), true)),
    })),
    amountOf(field(query.settled, 'wunsch', true)),
  );
  const errors = ROWS.flatMap((n) => [
    errorOf(field(query.settled, amountKey(n))),
    errorOf(field(query.settled, fatKey(n), true)),
  ]).filter((e): e is string => e !== null);

  return (
    <section aria-labelledby="fett-zugabe" className="calculator-section">
      <h2 id="fett-zugabe">Fettzugabe berechnen</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="table-scroll" aria-labelledby="fett-zugabe-tabelle" tabIndex={0}>
        <table className="calculator-table fat-table">
          <caption id="fett-zugabe-tabelle">Produkte der Ration</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">Menge in g</th>
              {/* A soft hyphen lets the heading break on a phone. */}
              <th scope="col">{'Fett\u00adgehalt in %'}</th>
              <th scope="col">Fett in g</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((n, index) => {
              const fat = result.rowFats[index];
              return (
                <tr key={n}>
                  <th scope="row">Produkt {n}</th>
                  <td>
                    <TableInput
                      label={`Produkt ${n}: Menge in g`}
                      value={query.params.get(amountKey(n)) ?? ''}
                      error={errorOf(field(query.settled, amountKey(n)))}
                      onValue={(value) => query.set({ [amountKey(n)]: value })}
                    />
                  </td>
                  <td>
                    <TableInput
                      label={`Produkt ${n}: Fettgehalt in %`}
                      value={query.params.get(fatKey(n)) ?? ''}
                      error={errorOf(field(query.settled, fatKey(n), true))}
                      onValue={(value) => query.set({ [fatKey(n)]: value })}
                    />
                  </td>
                  <td>{fat === null || fat === undefined ? '' : grams(fat)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Summe</th>
              <td>{grams(result.amountSum)}</td>
              <td />
              <td>{grams(result.fatsSum)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      {errors.length > 0 && (
        <p id={ERRORS_ID} className="form-error" role="alert">
          {[...new Set(errors)].join(' ')}
        </p>
      )}
      <dl className="calculator-results" aria-live="polite">
        <div>
          <dt>Aktueller Fettgehalt</dt>
          <dd>{formatNumber(result.currentFats)} %</dd>
        </div>
      </dl>
      <div className="calculator-fields">
        <AmountField
          label="Gewünschter Fettgehalt in %"
          value={query.params.get('wunsch') ?? ''}
          onValue={(wunsch) => query.set({ wunsch })}
          error={errorOf(field(query.settled, 'wunsch', true))}
        />
      </div>
      <dl className="calculator-results" aria-live="polite">
        <div>
          <dt>Gewünschte Fettmenge</dt>
          <dd>{grams(result.fatsDesiredAmount)}</dd>
        </div>
      </dl>
      <div aria-live="polite">
        {result.fatsToAdd !== null &&
          (result.fatsToAdd > 0 ? (
            <div className="alert alert-info">
              <p>
                <strong>{fatToAddMessage(result.fatsToAdd)}</strong>
              </p>
              <p>
                Das zugefügte Fett wird vom Muskelfleisch abgezogen, damit sich die Futtermenge nicht erhöht.
              </p>
            </div>
          ) : (
            <p className="alert alert-info">
              Die Ration hat den gewünschten Fettgehalt schon erreicht: es muss kein Fett zugefügt werden.
            </p>
          ))}
      </div>
    </section>
  );
}
