import { CompareBody, HomepageBody, ProductPetQuery, ProductQuery } from '@futterkompass/contract';
import { allergenStatesOf, type Declaration, MESSAGES, PET_MESSAGES } from '@futterkompass/domain';
import { Router } from 'express';
import type { Answering } from '../../http/answering';
import { parseInput } from '../../http/validate';
import { notFound } from '../../service-errors';
import type { RouteMount } from '../mount';
import { PRODUCT_NOT_FOUND, type ProductService } from './service';

/** Product detail, home carousels and compare table: reads, open to visitors. */
export function productRoutes(service: ProductService): Router {
  const router = Router();

  router.get('/product', async (req, res: Answering<'GET /api/product'>) => {
    const { url } = parseInput(ProductQuery, req.query, PRODUCT_NOT_FOUND);
    const { allergies } = parseInput(ProductPetQuery, req.query, PET_MESSAGES.invalid);
    if (!url) throw notFound(PRODUCT_NOT_FOUND);
    const product = await service.detail(url);
    // With the active animal's allergies: each one's state and the label term that decided it.
    const allergens =
      allergies.length > 0
        ? allergenStatesOf(
            { ...product, declaration: (product.declaration ?? undefined) as Declaration | undefined },
            allergies,
          ).map(({ family, label, finding }) => ({ family, label, ...finding }))
        : undefined;
    res.json({ success: true, product, ...(allergens && { allergens }) });
  });

  router.post('/homepage-products', async (req, res: Answering<'POST /api/homepage-products'>) => {
    const { lastViewed } = parseInput(
      HomepageBody,
      req.body ?? {},
      'Ungültige Liste zuletzt angesehener Produkte.',
    );
    res.json({ success: true, ...(await service.homepage(lastViewed)) });
  });

  router.post('/compare-list', async (req, res: Answering<'POST /api/compare-list'>) => {
    const { ids, shipping, pet } = parseInput(CompareBody, req.body, MESSAGES.compareError);
    res.json({ success: true, products_list: await service.compare(ids, shipping, pet) });
  });

  return router;
}

export const productMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [
    ['GET', '/product'],
    ['POST', '/homepage-products'],
    ['POST', '/compare-list'],
  ],
  build: ({ products }) => productRoutes(products),
};
