import { pipeline } from 'node:stream/promises';
import { ClicksQuery } from '@futterkompass/contract';
import { CLICK_DAYS } from '@futterkompass/domain';
import { Router } from 'express';
import type { Logger } from 'pino';
import type { Sessions } from '../../accounts/sessions';
import type { Answering } from '../../http/answering';
import { requireMerchant, signedIn } from '../../http/authenticate';
import { parseInput } from '../../http/validate';
import type { RouteMount } from '../mount';
import { type B2bService, createB2bService } from './service';

/** The merchant area's own data (/api/b2b): the account and its click-outs; other merchants' never. */
export function b2bRoutes(service: B2bService, sessions: Sessions, logger: Logger): Router {
  const router = Router();
  router.use(requireMerchant(sessions));
  router.get('/me', (_req, res: Answering<'GET /api/b2b/me'>) => {
    res.json(service.me(signedIn(res).user));
  });
  router.get('/clicks', async (req, res: Answering<'GET /api/b2b/clicks'>) => {
    const { days } = parseInput(ClicksQuery, req.query, `Bitte gib 1 bis ${CLICK_DAYS.max} Tage an.`);
    res.json(await service.clicks(signedIn(res).user._id, days));
  });
  router.get('/clicks.csv', async (_req, res) => {
    const { user } = signedIn(res);
    res.type('text/csv; charset=utf-8');
    res.attachment('futterkompass-klicks.csv');
    await pipeline(service.clicksCsv(user._id), res).catch((err: unknown) => {
      // Headers are out: a failure midway can only cut the download off.
      logger.warn({ err }, 'clicks download cut off');
      res.destroy();
    });
  });
  return router;
}

export const b2bMount: RouteMount = {
  stage: 'api',
  base: '/b2b',
  calls: [
    ['GET', '/me'],
    ['GET', '/clicks'],
    ['GET', '/clicks.csv'],
  ],
  build: ({ adapters, sessions, logger }) =>
    b2bRoutes(createB2bService(adapters.store, adapters.files), sessions, logger),
};
