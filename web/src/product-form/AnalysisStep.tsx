import { AMOUNT_PAIRS, amountFields, DECLARED_WEENDER_FIELDS, TEXT_LIMITS } from '@futterkompass/domain';
import { Field } from '../accounts/Field';
import type { Binding } from './binding';
import { DECIMAL_INPUT } from './decimal-input';

export const MOISTURE_HINT =
  'Der Hersteller muss die Feuchtigkeit erst ab 14 % angeben. Richtwerte: Trockenfutter 8–10 %, halbfeuchtes Futter 14–20 %.';

/** Step 2: 'Weender Analyse' and 'Empfohlene Futtermenge vom Hersteller' (five pairs). */
export function AnalysisStep({ bind }: { bind: Binding }) {
  return (
    <>
      <section className="form-card" aria-labelledby="step2-weender">
        <h2 id="step2-weender" tabIndex={-1}>
          Weender Analyse
        </h2>
        <p className="form-hint">Angaben in Prozent, wie auf der Verpackung deklariert.</p>
        <div className="field-grid">
          {DECLARED_WEENDER_FIELDS.map((field) => (
            <Field key={field} {...bind.text(field, true)} {...DECIMAL_INPUT} />
          ))}
          <Field {...bind.text('moisture')} {...DECIMAL_INPUT} hint={MOISTURE_HINT} />
          <Field {...bind.text('energy')} {...DECIMAL_INPUT} hint="Energiegehalt in kcal pro kg Futter." />
        </div>
      </section>

      <section className="form-card" aria-labelledby="step2-amount">
        <h2 id="step2-amount" tabIndex={-1}>
          Empfohlene Futtermenge vom Hersteller
        </h2>
        <p className="form-hint">Bis zu fünf Angaben, z. B. „10 kg“ und „400 g pro Tag“.</p>
        {AMOUNT_PAIRS.map((pair) => {
          const [weight, amount] = amountFields(pair);
          return (
            <fieldset key={pair} className="amount-pair">
              <legend>Angabe {pair}</legend>
              <Field {...bind.text(weight)} maxLength={TEXT_LIMITS.suggestedAmount} autoComplete="off" />
              <Field {...bind.text(amount)} maxLength={TEXT_LIMITS.suggestedAmount} autoComplete="off" />
            </fieldset>
          );
        })}
      </section>
    </>
  );
}
