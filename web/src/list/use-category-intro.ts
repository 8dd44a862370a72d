import { type CategoryPage, type ListIntroData, PAGE_DATA } from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { useFirstPageData } from '../render-context';

/**
 * A category page's introduction: the one the server put into the page, else from the texts the
 * browser loads when it first moves to another category page (they are not in the list's first
 * script). Null for a list that is no category page, and while the texts load.
 */
export function useCategoryIntro(page: CategoryPage | null): string | null {
  const first = useFirstPageData(PAGE_DATA.listIntro) as ListIntroData | null;
  const [intros, setIntros] = useState<Record<string, string>>(() =>
    first ? { [first.path]: first.intro } : {},
  );
  const known = page ? intros[page.path] : undefined;
  useEffect(() => {
    if (!page || known !== undefined) return;
    let current = true;
    import('@futterkompass/domain/category-intros').then(({ categoryIntro }) => {
      if (current) setIntros((held) => ({ ...held, [page.path]: categoryIntro(page) }));
    });
    return () => {
      current = false;
    };
  }, [page, known]);
  return known ?? null;
}
