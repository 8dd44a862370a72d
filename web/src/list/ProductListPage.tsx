import { PAGE_DATA } from '@futterkompass/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  InstantSearch,
  type InstantSearchServerState,
  InstantSearchSSRProvider,
  useInstantSearch,
} from 'react-instantsearch';
import { useLocation, useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../pages/Breadcrumb';
import { usePets } from '../pets/pets-state';
import { useFirstPageData } from '../render-context';
import './list.css';
import { CatalogWidgets, ChosenQueryProvider } from './catalog-state';
import { Results } from './Results';
import { createCatalogRouting } from './routing';
import { Sidebar } from './Sidebar';
import { createCatalogSearchClient, type FirstAnswer } from './search-client';
import { INDEX } from './ui-state';

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

/** /produkte: the product list, driven by its query string and the active animal ("Mein Tier"). */
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
    ...createCatalogRouting((path) => navigateRef.current(path), `${location.pathname}${location.search}`),
  }));
  useEffect(() => setup.locationChanged(location.search), [setup, location.search]);

  return (
    <>
      <Breadcrumb trail={[{ label: 'Futtersuche' }]} />
      <h1>Futtersuche</h1>
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
            <ChosenQueryProvider onAct={setup.client.acted}>
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
