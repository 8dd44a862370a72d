import { amountOf, errorOf, formatNumber, meatMixture, mixable, parseAmount } from '@futterkompass/domain';
import { AmountField, Results } from './fields';
import type { QueryInputs } from './use-query-inputs';

const FIELDS = [
  { key: 'fleischFett', label: 'Fettgehalt des fetten Fleisches in % (fett)', percent: true },
  { key: 'fleischMager', label: 'Fettgehalt des mageren Fleisches in % (mager)', percent: true },
  { key: 'fleischMenge', label: 'Fleischmenge in g (mager und fett)', percent: false },
  { key: 'fleischWunsch', label: 'Gewünschter Fettgehalt der Ration in %', percent: true },
] as const;
type Key = (typeof FIELDS)[number]['key'];

/** Section 2 'Fettausgleich berechnen': how much fat and lean meat give the desired fat content. */
export function MeatMixtureSection({ query }: { query: QueryInputs }) {
  const parsed = Object.fromEntries(
    FIELDS.map((f) => [f.key, parseAmount(query.settled.get(f.key) ?? '', { percent: f.percent })]),
  ) as Record<Key, ReturnType<typeof parseAmount>>;
  const input = {
    meatFat: amountOf(parsed.fleischFett),
    meatLean: amountOf(parsed.fleischMager),
    meatAmount: amountOf(parsed.fleischMenge),
    meatFats: amountOf(parsed.fleischWunsch),
  };
  const mixture = meatMixture(input);
  const possible = mixable(input);
  const grams = (value: number | null) =>
    value === null || !possible ? '' : `${formatNumber(value, 2, 2)} g`;
  const [fat, lean, amount, desired] = FIELDS;
  const field = (f: (typeof FIELDS)[number]) => (
    <AmountField
      key={f.key}
      label={f.label}
      value={query.params.get(f.key) ?? ''}
      onValue={(value) => query.set({ [f.key]: value })}
      error={errorOf(parsed[f.key])}
    />
  );

  return (
    <section aria-labelledby="fett-ausgleich" className="calculator-section">
      <h2 id="fett-ausgleich">Fettausgleich berechnen</h2>
      <div className="calculator-fields">
        {field(fat)}
        {field(lean)}
        <div className="form-field">
          <span id="fett-differenz">Differenz in %</span>
          <output aria-labelledby="fett-differenz" className="readonly-value">
            {mixture.meatDifference === null ? '' : formatNumber(mixture.meatDifference)}
          </output>
        </div>
        {field(amount)}
        {field(desired)}
      </div>
      {mixture.meatAmountFat !== null && !possible && (
        <p className="alert alert-info" role="status">
          Der gewünschte Fettgehalt muss zwischen dem des mageren und dem des fetten Fleisches liegen.
        </p>
      )}
      <h3>Fleischverhältnis-Mischung</h3>
      <Results
        label="Fleischverhältnis-Mischung"
        items={[
          { term: 'Fettes Fleisch', value: grams(mixture.meatAmountFat) },
          { term: 'Mageres Fleisch', value: grams(mixture.meatAmountLean) },
        ]}
      />
    </section>
  );
}
