import { DeleteFromListBody, ListsUpdateBody } from '@futterkompass/contract';
import { ACCOUNT_MESSAGES } from '@futterkompass/domain';
import { Router } from 'express';
import type { Sessions } from '../../accounts/sessions';
import type { Answering } from '../../http/answering';
import { assertOwnAccount, requireUser, signedIn } from '../../http/authenticate';
import type { RateLimiters } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import type { RouteMount } from '../mount';
import { createListsService, type ListsService } from './service';

/** The personal lists of the signed-in user: profile, favourites select, toggles. */
export function listsRoutes(service: ListsService, sessions: Sessions, limits: RateLimiters): Router {
  const router = Router();
  const auth = requireUser(sessions);

  router.get('/product-lists', auth, async (_req, res: Answering<'GET /api/product-lists'>) => {
    res.json({ success: true, ...(await service.lists(signedIn(res).user)) });
  });

  router.get('/favorite-products', auth, async (_req, res: Answering<'GET /api/favorite-products'>) => {
    res.json({ success: true, favorites: await service.favorites(signedIn(res).user) });
  });

  router.post('/lists-update', limits.writes, auth, async (req, res: Answering<'POST /api/lists-update'>) => {
    const body = parseInput(ListsUpdateBody, req.body, 'Ungültige Angaben zur Liste.');
    const { user } = assertOwnAccount(res, body.user);
    const result = await service.toggle(user, body.product, body.listType);
    res.json({ success: true, message: ACCOUNT_MESSAGES.listUpdated, ...result });
  });

  router.post(
    '/delete-from-list',
    limits.writes,
    auth,
    async (req, res: Answering<'POST /api/delete-from-list'>) => {
      const body = parseInput(DeleteFromListBody, req.body, 'Ungültige Angaben zur Liste.');
      await service.remove(signedIn(res).user, body.listType, body.productId);
      res.json({ success: true });
    },
  );

  return router;
}

export const listsMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [
    ['GET', '/product-lists'],
    ['GET', '/favorite-products'],
    ['POST', '/lists-update'],
    ['POST', '/delete-from-list'],
  ],
  build: ({ adapters, sessions, limits }) => listsRoutes(createListsService(adapters), sessions, limits),
};
