import { DeleteUserBody } from '@futterkompass/contract';
import { ACCOUNT_MESSAGES } from '@futterkompass/domain';
import { Router } from 'express';
import type { Sessions } from '../../accounts/sessions';
import type { Answering } from '../../http/answering';
import { requireUser, signedIn } from '../../http/authenticate';
import type { RateLimiters } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import type { RouteMount } from '../mount';
import { type AccountService, createAccountService, publicUser } from './service';

export function accountRoutes(service: AccountService, sessions: Sessions, limits: RateLimiters): Router {
  const router = Router();
  const auth = requireUser(sessions);

  router.get('/user-from-token', auth, (_req, res: Answering<'GET /api/user-from-token'>) => {
    res.json({ success: true, user: publicUser(signedIn(res).user) });
  });

  router.post('/delete-user', limits.writes, auth, async (req, res: Answering<'POST /api/delete-user'>) => {
    const { password } = parseInput(DeleteUserBody, req.body ?? {}, 'Ungültige Eingabe.');
    await service.deleteAccount(signedIn(res).user, password, req.ip);
    res.json({ success: true, message: ACCOUNT_MESSAGES.deleted });
  });

  return router;
}

export const accountMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [
    ['GET', '/user-from-token'],
    ['POST', '/delete-user'],
  ],
  build: ({ adapters, productWrites, guard, logger, sessions, limits }) =>
    accountRoutes(
      createAccountService({ store: adapters.store, productWrites, guard, logger }),
      sessions,
      limits,
    ),
};
