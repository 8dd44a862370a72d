import { useEffect } from 'react';
import { useRenderNotes } from '../render-context';
import { useCatalogQuery } from './catalog-state';
import { useEntityNames } from './entity-names';
import { listTitle } from './list-heading';

/**
 * The list's document title, from its state and the names of its brands (which only the list's
 * answer knows): set in the browser, noted for the page's head on the server.
 */
export function ListTitle({ brandName }: { brandName: string | undefined }) {
  const { query } = useCatalogQuery();
  const names = useEntityNames();
  const title = listTitle(query, names, brandName);
  const notes = useRenderNotes();
  if (notes) notes.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
