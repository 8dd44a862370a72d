import { BrandParams } from '@futterkompass/contract';
import { BRAND_MESSAGES } from '@futterkompass/domain';
import { Router } from 'express';
import type { Answering } from '../../http/answering';
import { parseInput } from '../../http/validate';
import type { RouteMount } from '../mount';
import type { BrandsService } from './service';

/** The brand index and one brand, open to visitors (the web app's brand pages). */
export function brandsRoutes(service: BrandsService): Router {
  const router = Router();

  router.get('/brands', async (_req, res: Answering<'GET /api/brands'>) => {
    res.json({ success: true, brands: await service.list() });
  });

  router.get('/brands/:slug', async (req, res: Answering<'GET /api/brands/:slug'>) => {
    const { slug } = parseInput(BrandParams, req.params, BRAND_MESSAGES.notFound);
    res.json({ success: true, brand: await service.one(slug) });
  });

  return router;
}

export const brandsMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [
    ['GET', '/brands'],
    ['GET', '/brands/:slug'],
  ],
  build: ({ brandPages }) => brandsRoutes(brandPages),
};
