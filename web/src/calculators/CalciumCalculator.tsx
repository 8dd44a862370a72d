import { calciumNeed } from '@futterkompass/domain';
import { SupplementCalculator } from './SupplementCalculator';

/** Calcium need and supplement amount (spec part 2 section 2). */
export default function CalciumCalculator() {
  return (
    <SupplementCalculator
      title="Calciumbedarf"
      intro="Wie viel Calcium braucht dein Tier, und wie viel Gramm eines Calciumpräparats decken diesen Bedarf? Bei selbst zusammengestellten Rationen (z. B. BARF) fehlt Calcium oft, wenn keine Knochen gefüttert werden."
      nutrient="Calcium"
      needUnit="g"
      contentLabel="Calciumgehalt des Ergänzungsmittels in %"
      percent
      compute={calciumNeed}
    />
  );
}
