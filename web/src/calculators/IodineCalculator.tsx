import { iodineNeed } from '@futterkompass/domain';
import { SupplementCalculator } from './SupplementCalculator';

/** Iodine need and supplement amount (spec part 2 section 2). */
export default function IodineCalculator() {
  return (
    <SupplementCalculator
      title="Jodbedarf"
      intro="Wie viel Jod braucht dein Tier, und wie viel Gramm eines jodhaltigen Ergänzungsmittels (z. B. Seealgenmehl) decken diesen Bedarf?"
      nutrient="Jod"
      needUnit="µg"
      contentLabel="Jodgehalt des Ergänzungsmittels in mg/kg"
      percent={false}
      compute={iodineNeed}
    />
  );
}
