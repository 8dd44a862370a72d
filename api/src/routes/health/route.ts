import type { SearchEngine, Store } from '@futterkompass/adapters';
import type { SearchDocument } from '@futterkompass/search-config';
import { Router } from 'express';

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms)),
  ]);

/**
 * For container healthchecks and load balancers. A replica is healthy when its store answers: every
 * page but the search is served from it, so a search engine that is down (reported as `search:
 * 'down'`, searches answer 503) must not take the replicas out of the balancer. A full disk under
 * the embedded store (`disk: 'full'`) leaves reads working and writes failing: `status: 'degraded'`,
 * still 200, like a search that is down, for monitoring to alert on.
 */
export function healthRoutes(deps: { store: Store; search: SearchEngine<SearchDocument> }): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const [store, search, disk] = await Promise.all([
      within(deps.store.ping(), 2000).then(
        () => 'ok',
        () => 'down',
      ),
      // A search, not the index stats: the API's Meilisearch key may only search.
      within(deps.search.search({ page: 1, hitsPerPage: 0 }), 2000).then(
        () => 'ok',
        () => 'down',
      ),
      deps.store.health
        ? within(deps.store.health(), 2000).then(
            (health) => health.disk,
            () => 'ok' as const,
          )
        : ('ok' as const),
    ]);
    const ok = store === 'ok';
    const status = !ok ? 'down' : search === 'ok' && disk === 'ok' ? 'ok' : 'degraded';
    res.status(ok ? 200 : 503).json({ success: ok, status, store, search, disk });
  });
  return router;
}
