import { TRANSPARENCY_LINKS } from '@futterkompass/domain';
import { Link } from 'react-router-dom';

/**
 * "So sortieren wir" beside a ranked list: the ranking's main criteria one click away from the
 * results (§ 5b Abs. 2 UWG). `label` names the list for screen readers where several stand on a page.
 */
export function RankingLink({ label }: { label?: string }) {
  return (
    <Link
      className="ranking-link"
      to={TRANSPARENCY_LINKS.ranking}
      {...(label && { 'aria-label': `So sortieren wir: ${label}` })}
    >
      So sortieren wir
    </Link>
  );
}
