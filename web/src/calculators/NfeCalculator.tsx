import {
  CALCULATOR_MESSAGES,
  energyFromNutrients,
  errorOf,
  formatFoodEnergy,
  formatNumber,
  nfe,
  nfeTM,
  parseAmount,
  readAnalysis,
  WEENDER_FIELDS,
  WEENDER_LABELS,
  type WeenderField,
} from '@futterkompass/domain';
import { CalculatorPage } from './CalculatorPage';
import { FavoriteSelect } from './FavoriteSelect';
import { analysisTexts } from './favorite-values';
import { AmountField, Results } from './fields';
import { useQueryInputs } from './use-query-inputs';

/** The URL names of the analysis fields. */
const ANALYSIS_PARAMS: Record<WeenderField, string> = {
  proteins: 'protein',
  fats: 'fett',
  fibers: 'rohfaser',
  ash: 'asche',
  moisture: 'feuchte',
};

function read(params: URLSearchParams): Record<WeenderField, string> {
  return Object.fromEntries(WEENDER_FIELDS.map((f) => [f, params.get(ANALYSIS_PARAMS[f]) ?? ''])) as Record<
    WeenderField,
    string
  >;
}

/** NfE and NfE in dry matter from the analysis (spec part 2 section 2), with the energy it suggests. */
export default function NfeCalculator() {
  const query = useQueryInputs();
  const input = read(query.params);
  const settled = read(query.settled);
  // A maker need state moisture only from 14 %: without it the food counts as having none.
  const analysis = readAnalysis({ ...settled, moisture: settled.moisture.trim() || '0' });
  const fieldsValid = WEENDER_FIELDS.every((f) => !errorOf(parseAmount(settled[f], { percent: true })));
  const complete = WEENDER_FIELDS.every((f) => f === 'moisture' || settled[f].trim() !== '');
  const energy = analysis && energyFromNutrients(analysis);

  return (
    <CalculatorPage
      title="NfE-Rechner"
      intro="Die stickstofffreien Extraktstoffe (NfE) sind vor allem Kohlenhydrate, die ein Hersteller nicht angeben muss. Sie ergeben sich aus der Analyse: 100 minus Rohprotein, Rohfett, Rohfaser, Rohasche und Feuchtigkeit."
    >
      <form
        className="calculator-form"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Analytische Bestandteile"
      >
        <FavoriteSelect onPick={(product) => query.set(paramsOf(analysisTexts(product)))} />
        <div className="calculator-fields">
          {WEENDER_FIELDS.map((field) => (
            <AmountField
              key={field}
              label={`${WEENDER_LABELS[field]} in %`}
              value={input[field]}
              onValue={(value) => query.set({ [ANALYSIS_PARAMS[field]]: value })}
              error={errorOf(parseAmount(settled[field], { percent: true }))}
              {...(field === 'moisture' && { hint: 'Leer lassen, wenn nicht angegeben (zählt als 0 %).' })}
            />
          ))}
        </div>
      </form>
      {complete && fieldsValid && !analysis && (
        <p className="alert alert-error" role="alert">
          {CALCULATOR_MESSAGES.analysisOverHundred}
        </p>
      )}
      <Results
        label="Ergebnis"
        items={[
          { term: 'NfE', value: analysis ? `${formatNumber(nfe(analysis))} %` : '' },
          { term: 'NfE in der Trockenmasse', value: analysis ? `${formatNumber(nfeTM(analysis))} %` : '' },
          {
            term: 'Energie (berechnet)',
            value: energy ? `${formatFoodEnergy(energy.kcal)} pro 100 g` : '',
          },
        ]}
      />
    </CalculatorPage>
  );
}

/** The analysis texts under their URL names. */
function paramsOf(texts: Record<WeenderField, string>): Record<string, string> {
  return Object.fromEntries(WEENDER_FIELDS.map((f) => [ANALYSIS_PARAMS[f], texts[f]]));
}
