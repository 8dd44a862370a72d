import { PriceHistoryQuery } from '@futterkompass/contract';
import { Router } from 'express';
import type { Answering } from '../../http/answering';
import { parseInput } from '../../http/validate';
import type { RouteMount } from '../mount';
import { createPriceHistoryService, type PriceHistoryService } from './service';

/** GET /api/price-history?product=<id>: the chart of the detail page. */
export function priceHistoryRoutes(service: PriceHistoryService): Router {
  const router = Router();
  router.get('/price-history', async (req, res: Answering<'GET /api/price-history'>) => {
    const { product } = parseInput(PriceHistoryQuery, req.query, 'Ungültige Produkt-ID.');
    res.json({ success: true, ...(await service.of(product)) });
  });
  return router;
}

export const priceHistoryMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [['GET', '/price-history']],
  build: ({ adapters }) => priceHistoryRoutes(createPriceHistoryService(adapters.store)),
};
