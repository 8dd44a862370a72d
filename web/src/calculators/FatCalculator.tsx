import { CalculatorPage } from './CalculatorPage';
import { FatAdditionSection } from './FatAdditionSection';
import { MeatMixtureSection } from './MeatMixtureSection';
import { useQueryInputs } from './use-query-inputs';

/** The fat calculator (spec part 2 section 2): fat to add to a ration, and a mixture of fat and lean meat. */
export default function FatCalculator() {
  const query = useQueryInputs();
  return (
    <CalculatorPage
      title="Fettmenge"
      crumb="Fettrechner"
      intro="Wie viel Fett enthält eine selbst zusammengestellte Ration, und wie viel tierisches Fett fehlt für den gewünschten Fettgehalt? Oder: in welchem Verhältnis ergeben fettes und mageres Fleisch den gewünschten Fettgehalt?"
    >
      <FatAdditionSection query={query} />
      <MeatMixtureSection query={query} />
    </CalculatorPage>
  );
}
