import { useEffect, useRef, useState } from 'react';
import { InstantSearch } from 'react-instantsearch';
import { useLocation, useNavigate } from 'react-router-dom';
import { takePageData } from '../page-data';
import { Breadcrumb } from '../pages/Breadcrumb';
import './list.css';
import { CatalogWidgets } from './catalog-state';
import { Results } from './Results';
import { createCatalogRouting } from './routing';
import { Sidebar } from './Sidebar';
import { createCatalogSearchClient, type FirstAnswer } from './search-client';
import { INDEX } from './ui-state';

/** The answer to the list's first search, put into the page by the server (api/src/http/static.ts). */
const LIST_ANSWER = 'futterkompass-list-answer';

/** /produkte: the product list, driven entirely by its query string. */
export default function ProductListPage() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const location = useLocation();
  const [setup] = useState(() => ({
    client: createCatalogSearchClient({ firstAnswer: takePageData(LIST_ANSWER) as FirstAnswer | null }),
    ...createCatalogRouting((path) => navigateRef.current(path)),
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
        <InstantSearch
          searchClient={setup.client as never}
          indexName={INDEX}
          routing={setup.routing as never}
          future={{ preserveSharedStateOnUnmount: true }}
        >
          <CatalogWidgets />
          <div className="list-layout">
            <Sidebar />
            <Results />
          </div>
        </InstantSearch>
      </div>
    </>
  );
}
