import { ProductEditBody, ProductFormBody, ProductFormQuery } from '@futterkompass/contract';
import { PRODUCT_FORM_MESSAGES as M } from '@futterkompass/domain';
import { Router } from 'express';
import type { Sessions } from '../../accounts/sessions';
import type { Answering } from '../../http/answering';
import { requireEditor } from '../../http/authenticate';
import type { RateLimiters } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import type { RouteMount } from '../mount';
import { type AdminProductService, createAdminProductService, savedProduct } from './service';
import { parseProductForm } from './validators';

/**
 * The product form's calls, for editors: GET ?url= (the edit form's data), POST (create),
 * PUT /:id (edit at the revision loaded).
 */
export function adminProductRoutes(
  service: AdminProductService,
  sessions: Sessions,
  limits: RateLimiters,
): Router {
  const router = Router();
  const editor = requireEditor(sessions);

  router.get('/', editor, async (req, res: Answering<'GET /api/admin/products'>) => {
    const { url } = parseInput(ProductFormQuery, req.query, M.productMissing);
    res.json({ success: true, ...(await service.form(url)) });
  });

  router.post('/', limits.writes, editor, async (req, res: Answering<'POST /api/admin/products'>) => {
    const values = parseProductForm(ProductFormBody, req.body);
    res.json({ success: true, product: savedProduct(await service.create(values)) });
  });

  router.put('/:id', limits.writes, editor, async (req, res: Answering<'PUT /api/admin/products/:id'>) => {
    const { rev, ...values } = parseProductForm(ProductEditBody, req.body);
    res.json({
      success: true,
      product: savedProduct(await service.update(String(req.params.id), rev, values)),
    });
  });

  return router;
}

export const adminProductMount: RouteMount = {
  stage: 'api',
  base: '/admin/products',
  closed: true,
  calls: [
    ['GET', '/'],
    ['POST', '/'],
    ['PUT', '/:id'],
  ],
  build: ({ adapters, productWrites, productImages, sessions, limits }) =>
    adminProductRoutes(
      createAdminProductService({ ...adapters, productWrites, images: productImages }),
      sessions,
      limits,
    ),
};
