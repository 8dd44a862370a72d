import type { SearchEngine, Store } from '@futterkompass/adapters';
import type { SearchDocument } from '@futterkompass/search-config';
import { Router } from 'express';

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms)),
  ]);

/** For container healthchecks and load balancers: the store and the search engine answer. */
export function healthRoutes(deps: { store: Store; search: SearchEngine<SearchDocument> }): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const [store, search] = await Promise.all([
      within(deps.store.ping(), 2000).then(
        () => 'ok',
        () => 'down',
      ),
      within(deps.search.count(), 2000).then(
        () => 'ok',
        () => 'down',
      ),
    ]);
    const ok = store === 'ok' && search === 'ok';
    res.status(ok ? 200 : 503).json({ success: ok, store, search });
  });
  return router;
}
