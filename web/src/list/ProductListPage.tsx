import {
  BRAND_PAGE_PATTERN,
  brandSlugOf,
  defaultCatalogQuery,
  landingOf,
  PAGE_DATA,
  parseListAddress,
  routePatternOf,
} from '@futterkompass/domain';
import { lazy, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  InstantSearch,
  type InstantSearchServerState,
  InstantSearchSSRProvider,
  useInstantSearch,
} from 'react-instantsearch';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePets } from '../pets/pets-state';
import { useFirstPageData } from '../render-context';
import './list.css';
import { CategoryLinks } from './CategoryLinks';
import { CatalogWidgets, ChosenQueryProvider } from './catalog-state';
import { ListHeader } from './ListHeader';
import { ListTitle } from './ListTitle';
import { Results } from './Results';
import { createCatalogRouting } from './routing';
import { Sidebar } from './Sidebar';
import { createCatalogSearchClient, type FirstAnswer } from './search-client';
import { INDEX } from './ui-state';
import { useBrandInfo } from './use-brand-info';

/** Only for a brand there is none of: not in the list's own chunk. */
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/** InstantSearch takes over the list the server rendered, with the results it rendered. */
function ServerResults({ state, children }: { state: InstantSearchServerState | null; children: ReactNode }) {
  return state ? <InstantSearchSSRProvider {...state}>{children}</InstantSearchSSRProvider> : children;
}

/** Searches again when the active animal changes (its cards' costs, its allergies). */
function RefreshOnPet({ petKey }: { petKey: string }) {
  const { refresh } = useInstantSearch();
  const shown = useRef(petKey);
  useEffect(() => {
    if (shown.current === petKey) return;
    shown.current = petKey;
    refresh();
  }, [petKey, refresh]);
  return null;
}

/**
 * The product list, driven by its address: /produkte with the specification's query string, a
 * brand page (/marken/{slug}) or a category page (/hund/nassfutter), each with the list's filters
 * set as the page says, and by the active animal ("Mein Tier"). Moving between them keeps this one
 * list (and its InstantSearch).
 */
export default function ProductListPage() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const location = useLocation();
  // From the page: the answer to its first search, or (when the server rendered the list) the state.
  const firstAnswer = useFirstPageData(PAGE_DATA.listAnswer) as FirstAnswer | null;
  const serverState = useFirstPageData(PAGE_DATA.listState) as InstantSearchServerState | null;
  const { activeAnimal } = usePets();
  const petRef = useRef(activeAnimal);
  petRef.current = activeAnimal;
  const [setup] = useState(() => ({
    client: createCatalogSearchClient({
      firstAnswer,
      onlyFromPage: typeof window === 'undefined',
      pet: () => petRef.current,
    }),
    ...createCatalogRouting(
      (path, replace) => navigateRef.current(path, { replace }),
      `${location.pathname}${location.search}`,
    ),
  }));
  const address = `${location.pathname}${location.search}`;
  useEffect(() => setup.locationChanged(address), [setup, address]);
  const query = parseListAddress(location.pathname, location.search) ?? defaultCatalogQuery();
  const landing = landingOf(query);
  const slug =
    routePatternOf(location.pathname) === BRAND_PAGE_PATTERN ? brandSlugOf(location.pathname) : null;
  const brand = useBrandInfo(slug);
  if (brand?.kind === 'missing') return <NotFoundPage message={brand.message} />;

  return (
    <>
      <ListHeader query={query} landing={landing} brand={brand} />
      {/* Past the filters straight to the products: far fewer tab stops before the first card. */}
      <a className="skip-link" href="#suchergebnisse">
        Zu den Suchergebnissen springen
      </a>
      {/* InstantSearch renders nothing until it has started (after its first effect): this box holds
          the list's place meanwhile (list.css), so the footer does not jump up and back. */}
      <div className="list-body">
        <ServerResults state={serverState}>
          <InstantSearch
            searchClient={setup.client as never}
            indexName={INDEX}
            routing={setup.routing as never}
            future={{ preserveSharedStateOnUnmount: true }}
          >
            <CatalogWidgets />
            <RefreshOnPet petKey={JSON.stringify(activeAnimal)} />
            {/* No Suspense boundary inside: widgets hydrated in a later pass would be added after
                InstantSearch took over the server's results, and search again. */}
            <ChosenQueryProvider choices={setup.client}>
              <ListTitle brandName={brand?.kind === 'found' ? brand.brand.name : undefined} />
              <CategoryLinks landing={landing} />
              <div className="list-layout">
                <Sidebar />
                <Results onRetry={setup.client.retry} />
              </div>
            </ChosenQueryProvider>
          </InstantSearch>
        </ServerResults>
      </div>
    </>
  );
}
