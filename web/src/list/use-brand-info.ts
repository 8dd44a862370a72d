import { BRAND_MESSAGES, type BrandInfo, type BrandPageData, PAGE_DATA } from '@futterkompass/domain';
import { useEffect, useRef, useState } from 'react';
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
  const [state, setState] = useState<{ slug: string | null; brand: BrandState | null }>(() => ({
    slug,
    brand: fromPage(page, slug),
  }));
  const known = useRef(new Map<string, BrandState>());
  // An answer is kept for the visit (a failure is not: the next visit of the page asks again).
  if (state.slug && (state.brand?.kind === 'found' || state.brand?.kind === 'missing'))
    known.current.set(state.slug, state.brand);

  useEffect(() => {
    if (slug === null || known.current.has(slug)) return;
    let current = true;
    setState({ slug, brand: { kind: 'loading' } });
    getJson<{ brand: BrandInfo }>(`/api/brands/${encodeURIComponent(slug)}`).then(
      ({ brand }) => current && setState({ slug, brand: { kind: 'found', brand } }),
      (error: unknown) => {
        if (!current) return;
        const missing = error instanceof ApiError && error.status === 404;
        setState({
          slug,
          brand: missing ? { kind: 'missing', message: BRAND_MESSAGES.notFound } : { kind: 'failed' },
        });
      },
    );
    return () => {
      current = false;
    };
  }, [slug]);

  if (slug === null) return null;
  return known.current.get(slug) ?? (state.slug === slug ? state.brand : null) ?? { kind: 'loading' };
}
