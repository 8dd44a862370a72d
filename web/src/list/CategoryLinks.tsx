import { type ListLanding, refinedPagesOf, refinementLabel } from '@futterkompass/domain';
import { groupOptions } from '@futterkompass/search-config';
import { Link } from 'react-router-dom';
import { useNewFilters } from './catalog-state';

/**
 * On a category page, its refined pages that have products ('Getreidefrei'): links a visitor can
 * follow in one tap and a crawler finds in the page.
 */
export function CategoryLinks({ landing }: { landing: ListLanding | null }) {
  const newFilters = useNewFilters();
  if (landing?.kind !== 'category') return null;
  const links = refinedPagesOf(landing.page).flatMap((page) => {
    const { refinement } = page;
    if (!refinement) return [];
    const option = groupOptions(newFilters, refinement.param)?.find(
      (o) => 'value' in o && o.value === refinement.value,
    );
    return option && option.count > 0 ? [{ page, label: refinementLabel(page) }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav className="category-links" aria-label="Beliebte Auswahl">
      <ul>
        {links.map(({ page, label }) => (
          <li key={page.path}>
            <Link to={page.path}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
