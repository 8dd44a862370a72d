import { SearchUnavailableError } from '@futterkompass/adapters';
import { MESSAGES, sanitizeCatalogQuery } from '@futterkompass/domain';
import { Router } from 'express';
import type { Logger } from 'pino';
import { HttpError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import type { CatalogService } from './service';
import { FilterProductsBody, SearchProductsQuery } from './validators';

/** An engine that does not answer gives success 0 quickly; the web app then shows its list error. */
function unavailable(error: unknown, logger: Logger): never {
  if (error instanceof SearchUnavailableError) {
    logger.warn({ err: error }, 'search engine unavailable');
    throw new HttpError(503, MESSAGES.listError, { success: 0 });
  }
  throw error;
}

export function catalogRoutes(service: CatalogService, logger: Logger): Router {
  const router = Router();

  router.post('/filter-products', async (req, res) => {
    const body = parseInput(FilterProductsBody, req.body, 'Ungültige Filterangaben.', { success: 0 });
    const query = sanitizeCatalogQuery(body.filters);
    const result = await service.filterProducts(query).catch((e) => unavailable(e, logger));
    res.json({ success: 1, ...result });
  });

  router.get('/filters', async (_req, res) => {
    const filters = await service.allFilters().catch((e) => unavailable(e, logger));
    res.json({ success: true, filters });
  });

  router.get('/search-products', async (req, res) => {
    const { query } = parseInput(SearchProductsQuery, req.query, 'Ungültiger Suchbegriff.');
    const products = await service.quickSearch(query ?? '').catch((e) => unavailable(e, logger));
    res.json({ success: true, products });
  });

  return router;
}
