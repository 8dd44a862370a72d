import {
  AGE_GROUPS,
  ANIMAL_COMPONENTS,
  ANIMALS,
  ATTRIBUTES,
  animalShareText,
  COUNTRIES,
  DECLARATIONS,
  DISEASES,
  ELEMENTS,
  formatFoodEnergy,
  formatNumber,
  germanDecimals,
  inDryMatter,
  labelOf,
  labelsOf,
  PROCESSINGS,
  type ProductDetail,
  TYPE1,
  TYPE2,
} from '@futterkompass/domain';
import { RecipeHint } from './RecipeHint';

const percent = (value: number | null) => (value === null ? '–' : `${formatNumber(value)} %`);

/** Weender analysis as fed and in dry matter, with energy in kcal and kJ per 100 g. */
function Analysis({ p }: { p: ProductDetail }) {
  const rows: [string, number | null][] = [
    ['Rohprotein', p.proteins],
    ['Rohfett', p.fats],
    ['Rohfaser', p.fibers],
    ['Rohasche', p.ash],
    ['Feuchtigkeit', p.moisture],
  ];
  const moisture = p.moisture ?? undefined;
  return (
    <table className="facts-table">
      <caption>Weender Analyse</caption>
      <thead>
        <tr>
          <th scope="col">Nährstoff</th>
          <th scope="col">Gehalt</th>
          <th scope="col">in der Trockenmasse</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{percent(value)}</td>
            <td>
              {value === null || label === 'Feuchtigkeit' ? '–' : percent(inDryMatter(value, moisture))}
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row">NfE (stickstofffreie Extraktstoffe)</th>
          <td>{percent(p.nfe)}</td>
          <td>{percent(p.nfeTM)}</td>
        </tr>
        <tr>
          <th scope="row">Energie je 100 g</th>
          <td colSpan={2}>{p.energyKcal === null ? 'nicht angegeben' : formatFoodEnergy(p.energyKcal)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** The product information tab: analysis, feeding amounts, composition and properties in German. */
export function InfoTab({ product: p, onBinderVote }: { product: ProductDetail; onBinderVote(): void }) {
  const facts: [string, string][] = [
    ['Tierart', labelsOf(ANIMALS, p.animal)],
    ['Futterart', `${labelOf(TYPE1, p.type1)}${p.type2.length ? ` (${labelsOf(TYPE2, p.type2)})` : ''}`],
    ['Lebensphase', labelsOf(AGE_GROUPS, p.ageGroup)],
    ['Deklaration', p.declaration ? labelOf(DECLARATIONS, p.declaration) : '–'],
    ['Tierischer Anteil', animalShareText(p)],
    [
      'Tierische Bestandteile',
      labelsOf(
        ANIMAL_COMPONENTS,
        p.animalComponents.filter((c) => c !== 'unbekannt'),
      ),
    ],
    ['Gemüse, Getreide & Co.', labelsOf(ELEMENTS, p.elements)],
    ['Verarbeitung', labelsOf(PROCESSINGS, p.processing)],
    ['Gesundheitsthemen', labelsOf(DISEASES, p.diseases)],
    ['Eigenschaften', labelsOf(ATTRIBUTES, p.attributes)],
    [
      'Technologische Zusatzstoffe',
      p.technologicalAdditives ? (p.technologicalAdditivesText ?? 'ja') : 'keine',
    ],
    [
      'Ernährungsphysiologische Zusatzstoffe',
      p.physiologicalAdditives ? (p.physiologicalAdditivesText ?? 'ja') : 'keine',
    ],
    ['Herstellungsland', p.countryOfProduction ? labelOf(COUNTRIES, p.countryOfProduction) : '–'],
    ['Hersteller', p.producer ?? '–'],
  ];
  return (
    <div className="info-tab">
      <RecipeHint />
      <div className="info-columns">
        <Analysis p={p} />
        {p.suggestedAmount.length > 0 && (
          <table className="facts-table">
            <caption>Empfohlene Futtermenge vom Hersteller</caption>
            <thead>
              <tr>
                <th scope="col">Gewicht / Alter</th>
                <th scope="col">Futtermenge</th>
              </tr>
            </thead>
            <tbody>
              {p.suggestedAmount.map((s) => (
                <tr key={`${s.weightKg}-${s.foodAmount}`}>
                  <td>{germanDecimals(s.weightKg)}</td>
                  <td>{germanDecimals(s.foodAmount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={2} className="hint">
                  Die Futterkosten oben rechnen mit dem Energiebedarf deines Tieres; ihre Menge kann von
                  dieser Tabelle abweichen.
                </td>
              </tr>
            </tfoot>
          </table>
        )}
      </div>
      <h2>Zusammensetzung</h2>
      <p className="composition">{p.description || '–'}</p>
      {p.analyticComponents && (
        <>
          <h2>Analytische Bestandteile</h2>
          <p>{germanDecimals(p.analyticComponents)}</p>
        </>
      )}
      <h2>Inhalt & Zusammensetzung auf einen Blick</h2>
      <dl className="facts-list">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="binder-link">
        Enthält dieses Produkt Bindemittel oder Verdickungsmittel?{' '}
        <button type="button" className="link-button" onClick={onBinderVote}>
          Jetzt abstimmen
        </button>
      </p>
    </div>
  );
}
