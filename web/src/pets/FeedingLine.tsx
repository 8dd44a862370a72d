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
 * A card's, quick search hit's or compare column's cost per day for the active animal ("1,84 €/Tag
 * für Bello" and the grams), or why there is none. Nothing for one asked without an animal. `as`:
 * the element, where a paragraph cannot stand (a hit's phrasing content, a table cell).
 */
export function FeedingLine({
  costPerDay,
  gramsPerDay,
  reason,
  as: Line = 'p',
}: {
  costPerDay: number | null | undefined;
  gramsPerDay: number | null | undefined;
  reason: FeedingReason | null | undefined;
  as?: 'p' | 'small' | 'span';
}) {
  const { active } = usePets();
  if (!active || costPerDay === undefined) return null;
  if (costPerDay === null || gramsPerDay === null || gramsPerDay === undefined)
    return (
      <Line className="feeding-line hint">
        {NO_FEEDING_RECOMMENDATION}
        {reason ? ` (${feedingReasonText(reason, active.species)})` : ''}
      </Line>
    );
  return (
    <Line className="feeding-line">
      <strong>
        {formatPrice(costPerDay)} €/Tag für {active.name}
      </strong>{' '}
      <span className="hint">({formatGrams(gramsPerDay)} täglich)</span>
    </Line>
  );
}
