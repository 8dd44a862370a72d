import {
  amountOf,
  CALCULATOR_DECIMALS,
  CALCULATOR_MESSAGES,
  errorOf,
  formatNumber,
  parseAmount,
  parseWeightKg,
  type SupplementInput,
  type SupplementNeed,
} from '@futterkompass/domain';
import { CalculatorPage } from './CalculatorPage';
import { AmountField, AnimalField, animalFrom } from './fields';
import { useQueryInputs } from './use-query-inputs';

export interface SupplementCalculatorProps {
  title: string;
  intro: string;
  /** 'Calcium', 'Jod' */
  nutrient: string;
  /** Unit of the animal's need: g for calcium, µg for iodine. */
  needUnit: string;
  contentLabel: string;
  percent: boolean;
  compute(input: SupplementInput): SupplementNeed | null;
}

function read(params: URLSearchParams) {
  return {
    animal: animalFrom(params.get('tier'), ''),
    weight: params.get('gewicht') ?? '',
    content: params.get('gehalt') ?? '',
  };
}

/**
 * The calcium and iodine calculators: the animal's need per day and week and the grams of a
 * supplement that cover it, or 'Daten eingeben' until animal, weight and content are all filled.
 */
export function SupplementCalculator(props: SupplementCalculatorProps) {
  const query = useQueryInputs();
  const input = read(query.params);
  const settled = read(query.settled);
  const weight = parseWeightKg(settled.weight, { maxDecimals: CALCULATOR_DECIMALS });
  const content = parseAmount(settled.content, { percent: props.percent });
  const need = props.compute({
    animal: settled.animal || null,
    weightKg: 'weightKg' in weight ? weight.weightKg : null,
    content: amountOf(content),
  });
  const amount = (value: number, unit: string) => `${formatNumber(value)} ${unit}`;

  return (
    <CalculatorPage title={props.title} intro={props.intro}>
      <form
        className="calculator-form"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Angaben zu Tier und Ergänzung"
      >
        <div className="calculator-fields">
          <AnimalField choose value={input.animal} onValue={(tier) => query.set({ tier })} />
          <AmountField
            label="Gewicht in kg"
            value={input.weight}
            onValue={(gewicht) => query.set({ gewicht })}
            error={errorOf(weight)}
          />
          <AmountField
            label={props.contentLabel}
            value={input.content}
            onValue={(gehalt) => query.set({ gehalt })}
            error={errorOf(content)}
          />
        </div>
      </form>
      <div aria-live="polite" className={need ? 'calculator-card' : undefined}>
        {need ? (
          <table className="calculator-table supplement-table">
            <caption>Bedarf</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">pro Tag</th>
                <th scope="col">pro Woche</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{props.nutrient}bedarf</th>
                <td>{amount(need.daily, props.needUnit)}</td>
                <td>{amount(need.weekly, props.needUnit)}</td>
              </tr>
              <tr>
                <th scope="row">Menge des Ergänzungsmittels</th>
                <td>{amount(need.supplementDaily, 'g')}</td>
                <td>{amount(need.supplementWeekly, 'g')}</td>
              </tr>
            </tbody>
          </table>
        ) : (
          <p className="calculator-enter-data">{CALCULATOR_MESSAGES.enterData}</p>
        )}
      </div>
    </CalculatorPage>
  );
}
