import type { CatalogQuery, ListLanding } from '@futterkompass/domain';
import { Breadcrumb } from '../pages/Breadcrumb';
import { useRenderNotes } from '../render-context';
import { listDescription, listHeading } from './list-heading';
import type { BrandState } from './use-brand-info';

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
  const description = listDescription(query, landing, info);
  const notes = useRenderNotes();
  if (notes) notes.description = description;
  const intro =
    landing?.kind === 'category' ? landing.page.intro : landing?.kind === 'brand' ? description : null;
  return (
    <>
      <Breadcrumb trail={trail} />
      <h1>{heading}</h1>
      {intro && <p className="list-intro">{intro}</p>}
    </>
  );
}
