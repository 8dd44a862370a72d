import type { CatalogQuery, ListLanding } from '@futterkompass/domain';
import { Breadcrumb } from '../pages/Breadcrumb';
import { useRenderNotes } from '../render-context';
import { listDescription, listHeading } from './list-heading';
import type { BrandState } from './use-brand-info';
import { useCategoryIntro } from './use-category-intro';

/**
 * The list's breadcrumb, h1 and introduction, from its address: a category page's own, a brand's
 * name and description, any other list's food types and animals. Outside InstantSearch, so that
 * they paint with the page, before the list's widgets have started.
 */
export function ListHeader({
  query,
  landing,
  brand,
}: {
  query: CatalogQuery;
  landing: ListLanding | null;
  brand: BrandState | null;
}) {
  const info = brand?.kind === 'found' ? brand.brand : undefined;
  const { heading, trail } = listHeading(query, landing, info?.name);
  const intro = useCategoryIntro(landing?.kind === 'category' ? landing.page : null);
  const description = landing?.kind === 'category' ? intro : listDescription(query, landing, info);
  const notes = useRenderNotes();
  if (notes && description) notes.description = description;
  return (
    <>
      <Breadcrumb trail={trail} />
      <h1>{heading}</h1>
      {/* A category or brand page introduces its list; any other list has its heading only. */}
      {landing && description && <p className="list-intro">{description}</p>}
    </>
  );
}
