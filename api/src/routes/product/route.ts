import { MESSAGES } from '@futterkompass/domain';
import { Router } from 'express';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { PRODUCT_NOT_FOUND, type ProductService } from './service';
import { CompareBody, HomepageBody, ProductQuery } from './validators';

/** Product detail, home carousels and compare table: reads, open to visitors. */
export function productRoutes(service: ProductService): Router {
  const router = Router();

  router.get('/product', async (req, res) => {
    const { url } = parseInput(ProductQuery, req.query, PRODUCT_NOT_FOUND);
    if (!url) throw notFound(PRODUCT_NOT_FOUND);
    res.json({ success: true, product: await service.detail(url) });
  });

  router.post('/homepage-products', async (req, res) => {
    const { lastViewed } = parseInput(
      HomepageBody,
      req.body ?? {},
      'Ungültige Liste zuletzt angesehener Produkte.',
    );
    res.json({ success: true, ...(await service.homepage(lastViewed)) });
  });

  router.post('/compare-list', async (req, res) => {
    const { ids, shipping } = parseInput(CompareBody, req.body, MESSAGES.compareError);
    res.json({ success: true, products_list: await service.compare(ids, shipping) });
  });

  return router;
}
