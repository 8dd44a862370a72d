import { gunzipSync } from 'node:zlib';
import type { AnswerOf } from '@futterkompass/contract';
import { FilterProductsBody, SearchPetQuery, SearchProductsQuery } from '@futterkompass/contract';
import { PET_MESSAGES, sanitizeCatalogQuery } from '@futterkompass/domain';
import { Router } from 'express';
import type { Answering } from '../../http/answering';
import { parseInput } from '../../http/validate';
import type { RouteMount } from '../mount';
import { createAnswerCache } from './answer-cache';
import type { CatalogService } from './service';

/**
 * The catalogue calls. An engine that does not answer gives a quick 503 (the web app then shows
 * its list error); the error mapper decides, as for every error.
 */
export function catalogRoutes(service: CatalogService): Router {
  const router = Router();
  const answers = createAnswerCache(service.revision);

  router.post('/filter-products', async (req, res) => {
    const body = parseInput(FilterProductsBody, req.body, 'Ungültige Filterangaben.');
    const { pet, ...filters } = body.filters;
    const query = { ...sanitizeCatalogQuery(filters), ...(pet && { pet }) };
    const answer = await answers.answer(
      JSON.stringify(query),
      async (): Promise<Required<AnswerOf<'POST /api/filter-products'>>> => ({
        success: 1,
        ...(await service.filterProducts(query)),
      }),
    );
    // Sent as kept where the client takes gzip (the compression middleware leaves an encoded body).
    res.vary('Accept-Encoding').type('application/json');
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') res.set('Content-Encoding', 'gzip').send(answer);
    else res.send(gunzipSync(answer));
  });

  router.get('/filters', async (_req, res: Answering<'GET /api/filters'>) => {
    res.json({ success: true, filters: await service.allFilters() });
  });

  router.get('/search-products', async (req, res: Answering<'GET /api/search-products'>) => {
    const { query, shipping } = parseInput(SearchProductsQuery, req.query, 'Ungültiger Suchbegriff.');
    const pet = parseInput(SearchPetQuery, req.query, PET_MESSAGES.invalid);
    const { products, total } = await service.quickSearch(query ?? '', shipping, pet);
    res.json({ success: true, products, nOfProducts: total });
  });

  return router;
}

export const catalogMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [
    ['POST', '/filter-products'],
    ['GET', '/filters'],
    ['GET', '/search-products'],
  ],
  build: ({ catalog }) => catalogRoutes(catalog),
};
