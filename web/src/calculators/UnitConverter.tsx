import {
  convertEnergy,
  convertMass,
  convertVitamin,
  ENERGY_UNITS,
  MASS_UNITS,
  VITAMIN_MASS_UNIT,
  VITAMIN_UNITS,
  type Vitamin,
  type VitaminUnit,
} from '@futterkompass/domain';
import { CalculatorPage } from './CalculatorPage';
import { Conversion } from './Conversion';
import { type QueryInputs, useQueryInputs } from './use-query-inputs';

const VITAMINS: { vitamin: Vitamin; title: string; hint: string }[] = [
  // The specification writes '1 µm': a micrometre is a length, the unit meant is the microgram.
  { vitamin: 'A', title: 'Vitamin A (Retinol)', hint: '1 µg = 3,333 IE' },
  { vitamin: 'D', title: 'Vitamin D (Cholecalciferol)', hint: '1 µg = 40 IE' },
  { vitamin: 'E', title: 'Vitamin E (alpha-Tocopherol)', hint: '1 mg = 1,49 IE' },
];

/** The unit of a URL parameter if it is one of the given, else the first. */
function unitFrom<U extends string>(params: URLSearchParams, key: string, units: readonly U[]): U {
  const text = params.get(key);
  return units.find((u) => u === text) ?? (units[0] as U);
}

/** A converter's amount and unit, as typed and as settled, kept under `key` and `key`Einheit in the URL. */
function bind<U extends string>(query: QueryInputs, key: string, units: readonly U[]) {
  return {
    amount: query.params.get(key) ?? '',
    unit: unitFrom(query.params, `${key}Einheit`, units),
    settledAmount: query.settled.get(key) ?? '',
    settledUnit: unitFrom(query.settled, `${key}Einheit`, units),
    onChange: (patch: { amount?: string; unit?: U }) =>
      query.set({
        ...(patch.amount !== undefined && { [key]: patch.amount }),
        ...(patch.unit !== undefined && { [`${key}Einheit`]: patch.unit }),
      }),
  };
}

/** Mass, energy and vitamin units (spec part 2 section 2). */
export default function UnitConverter() {
  const query = useQueryInputs();
  return (
    <CalculatorPage
      title="Einheiten Umrechner"
      crumb="Einheitenrechner"
      intro="Gib eine Menge ein und wähle ihre Einheit: die anderen Einheiten erscheinen umgerechnet."
    >
      <div className="conversions">
        <section aria-labelledby="einheiten-masse">
          <h2 id="einheiten-masse">Masse</h2>
          <Conversion
            title="Masse"
            legendHidden
            units={MASS_UNITS}
            convert={convertMass}
            {...bind(query, 'masse', MASS_UNITS)}
          />
        </section>
        <section aria-labelledby="einheiten-energie">
          <h2 id="einheiten-energie">Energie</h2>
          <Conversion
            title="Energie"
            legendHidden
            units={ENERGY_UNITS}
            convert={convertEnergy}
            {...bind(query, 'energie', ENERGY_UNITS)}
          />
        </section>
        <section aria-labelledby="einheiten-vitamine">
          <h2 id="einheiten-vitamine">Vitamine</h2>
          <p className="form-hint">IE = internationale Einheiten</p>
          <div className="vitamin-conversions">
            {VITAMINS.map(({ vitamin, title, hint }) => (
              <Conversion
                key={vitamin}
                title={title}
                units={VITAMIN_UNITS}
                unitLabel={(u: VitaminUnit) => (u === 'IE' ? 'IE' : VITAMIN_MASS_UNIT[vitamin])}
                convert={(value, from) => convertVitamin(vitamin, value, from)}
                hint={hint}
                {...bind(query, `vitamin${vitamin}`, VITAMIN_UNITS)}
              />
            ))}
          </div>
        </section>
      </div>
    </CalculatorPage>
  );
}
