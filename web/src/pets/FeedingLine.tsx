import {
  type FeedingReason,
  feedingReasonText,
  formatGrams,
  formatPrice,
  NO_FEEDING_RECOMMENDATION,
} from '@futterkompass/domain';
import { usePets } from './pets-state';
import './feeding.css';

/**
 * A card's cost per day for the active animal ("1,84 €/Tag für Bello" and the grams), or why there
 * is none. Nothing for a card asked without an animal.
 */
export function FeedingLine({
  costPerDay,
  gramsPerDay,
  reason,
}: {
  costPerDay: number | null | undefined;
  gramsPerDay: number | null | undefined;
  reason: FeedingReason | null | undefined;
}) {
  const { active } = usePets();
  if (!active || costPerDay === undefined) return null;
  if (costPerDay === null || gramsPerDay === null || gramsPerDay === undefined)
    return (
      <p className="feeding-line hint">
        {NO_FEEDING_RECOMMENDATION}
        {reason ? ` (${feedingReasonText(reason, active.species)})` : ''}
      </p>
    );
  return (
    <p className="feeding-line">
      <strong>
        {formatPrice(costPerDay)} €/Tag für {active.name}
      </strong>{' '}
      <span className="hint">({formatGrams(gramsPerDay)} täglich)</span>
    </p>
  );
}
