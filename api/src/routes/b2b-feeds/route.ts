import { FeedBody, IdParams as FeedParams, FeedPatch, RunParams } from '@futterkompass/contract';
import { FEED_MESSAGES } from '@futterkompass/domain';
import { Router } from 'express';
import type { Logger } from 'pino';
import type { Sessions } from '../../accounts/sessions';
import type { Answering } from '../../http/answering';
import { requireMerchant, signedIn } from '../../http/authenticate';
import { sendCsv } from '../../http/csv';
import type { RateLimiters } from '../../http/rate-limits';
import { notFound } from '../../service-errors';
import type { RouteMount } from '../mount';
import { createFeedDownloads, type FeedDownloads } from './downloads';
import type { FeedService } from './service';
import { feedInput } from './validators';

/** The merchant area's feeds, runs and offers (/api/b2b): each merchant only its own. */
export function b2bFeedRoutes(
  { service, downloads }: { service: FeedService; downloads: FeedDownloads },
  sessions: Sessions,
  limits: RateLimiters,
  logger: Logger,
): Router {
  const router = Router();
  const auth = requireMerchant(sessions);
  const owner = (res: Parameters<typeof signedIn>[0]) => signedIn(res).user._id;
  // An id that cannot be one is answered like another merchant's: not found.
  const id = (params: unknown) => {
    const parsed = FeedParams.safeParse(params);
    if (!parsed.success) throw notFound(FEED_MESSAGES.notFound);
    return parsed.data.id;
  };

  router.get('/feeds', auth, async (_req, res: Answering<'GET /api/b2b/feeds'>) => {
    res.json({ feeds: await service.list(owner(res)) });
  });
  router.post('/feeds', limits.writes, auth, async (req, res: Answering<'POST /api/b2b/feeds'>) => {
    const body = feedInput(FeedBody, req.body);
    res.status(201).json({ feed: await service.create(owner(res), body) });
  });
  router.patch('/feeds/:id', limits.writes, auth, async (req, res: Answering<'PATCH /api/b2b/feeds/:id'>) => {
    const feedId = id(req.params);
    const body = feedInput(FeedPatch, req.body);
    res.json({ feed: await service.update(owner(res), feedId, body) });
  });
  router.delete(
    '/feeds/:id',
    limits.writes,
    auth,
    async (req, res: Answering<'DELETE /api/b2b/feeds/:id'>) => {
      await service.remove(owner(res), id(req.params));
      res.status(204).end();
    },
  );
  router.post(
    '/feeds/:id/pull',
    limits.writes,
    auth,
    async (req, res: Answering<'POST /api/b2b/feeds/:id/pull'>) => {
      await service.pullNow(owner(res), id(req.params));
      res.status(202).json({ queued: true });
    },
  );
  router.get('/feeds/:id/runs', auth, async (req, res: Answering<'GET /api/b2b/feeds/:id/runs'>) => {
    res.json({ runs: await service.runs(owner(res), id(req.params)) });
  });
  // Every refused row of a run, and the rows waiting for the editors, as CSV.
  router.get('/feeds/:id/runs/:run/refused.csv', auth, async (req, res) => {
    const parsed = RunParams.safeParse(req.params);
    if (!parsed.success) throw notFound(FEED_MESSAGES.notFound);
    const csv = await downloads.refused(owner(res), parsed.data.id, parsed.data.run);
    await sendCsv(res, 'futterkompass-abgelehnte-zeilen.csv', csv, logger);
  });
  router.get('/feeds/:id/waiting.csv', auth, async (req, res) => {
    const csv = await downloads.waiting(owner(res), id(req.params));
    await sendCsv(res, 'futterkompass-ohne-zuordnung.csv', csv, logger);
  });
  router.get('/offers', auth, async (_req, res: Answering<'GET /api/b2b/offers'>) => {
    res.json({ offers: await service.offers(owner(res)) });
  });
  return router;
}

/** Mounted only with a feed queue (`AppDeps.feeds`). */
export const b2bFeedMount: RouteMount = {
  stage: 'api',
  base: '/b2b',
  closed: true,
  calls: [
    ['GET', '/feeds'],
    ['POST', '/feeds'],
    ['PATCH', '/feeds/:id'],
    ['DELETE', '/feeds/:id'],
    ['POST', '/feeds/:id/pull'],
    ['GET', '/feeds/:id/runs'],
    ['GET', '/feeds/:id/runs/:run/refused.csv'],
    ['GET', '/feeds/:id/waiting.csv'],
    ['GET', '/offers'],
  ],
  build: ({ feedService, adapters, sessions, limits, logger }) =>
    feedService
      ? b2bFeedRoutes(
          { service: feedService, downloads: createFeedDownloads(adapters.store) },
          sessions,
          limits,
          logger,
        )
      : null,
};
