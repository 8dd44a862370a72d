import { BRAND_MESSAGES, type BrandInfo, type BrandPageData, PAGE_DATA } from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { ApiError, getJson } from '../api/http';
import { useFirstPageData } from '../render-context';

export type BrandState =
  | { kind: 'loading' }
  | { kind: 'found'; brand: BrandInfo }
  | { kind: 'missing'; message: string }
  | { kind: 'failed' };

const fromPage = (data: BrandPageData | null, slug: string | null): BrandState | null => {
  if (!data || data.slug !== slug) return null;
  return 'brand' in data ? { kind: 'found', brand: data.brand } : { kind: 'missing', message: data.missing };
};

/**
 * The brand of a brand page (its name for the heading, its description for the introduction): the
 * one the server put into the page, else from the API. Null where the list is no brand's page.
 */
export function useBrandInfo(slug: string | null): BrandState | null {
  const page = useFirstPageData(PAGE_DATA.brand) as BrandPageData | null;
  const [state, setState] = useState(() => ({ slug, brand: fromPage(page, slug) }));
  const held = state.slug === slug ? state.brand : null;

  useEffect(() => {
    if (slug === null || held) return;
    let current = true;
    getJson(`/api/brands/${encodeURIComponent(slug)}`).then(
      ({ brand }) => current && setState({ slug, brand: { kind: 'found', brand } }),
      (error: unknown) => {
        const missing = error instanceof ApiError && error.status === 404;
        if (current)
          setState({
            slug,
            brand: missing ? { kind: 'missing', message: BRAND_MESSAGES.notFound } : { kind: 'failed' },
          });
      },
    );
    return () => {
      current = false;
    };
  }, [slug, held]);

  return slug === null ? null : (held ?? { kind: 'loading' });
}
