import { NewBrandBody } from '@futterkompass/contract';
import { PRODUCT_FORM_MESSAGES as M } from '@futterkompass/domain';
import { Router } from 'express';
import type { Sessions } from '../../accounts/sessions';
import type { Answering } from '../../http/answering';
import { requireEditor } from '../../http/authenticate';
import type { RateLimiters } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import type { RouteMount } from '../mount';
import { type AdminBrandService, createAdminBrandService } from './service';

/** GET /api/admin/brands (the form's brand choice, new brands included) and POST /api/admin/brands. */
export function adminBrandRoutes(
  service: AdminBrandService,
  sessions: Sessions,
  limits: RateLimiters,
): Router {
  const router = Router();
  const editor = requireEditor(sessions);

  router.get('/', editor, async (_req, res: Answering<'GET /api/admin/brands'>) => {
    res.json({ success: true, brands: await service.list() });
  });

  router.post('/', limits.writes, editor, async (req, res: Answering<'POST /api/admin/brands'>) => {
    const { name } = parseInput(NewBrandBody, req.body ?? {}, M.brandRequired);
    res.json({ success: true, message: M.brandCreated, brand: await service.create(name) });
  });

  return router;
}

export const adminBrandMount: RouteMount = {
  stage: 'api',
  base: '/admin/brands',
  closed: true,
  calls: [
    ['GET', '/'],
    ['POST', '/'],
  ],
  build: ({ adapters, brands, sessions, limits }) =>
    adminBrandRoutes(createAdminBrandService(adapters.store, brands), sessions, limits),
};
