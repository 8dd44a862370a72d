import { FEED_MESSAGES } from '@futterkompass/domain';
import { Router } from 'express';
import type { Sessions } from '../../accounts/sessions';
import { requireMerchant, signedIn } from '../../http/authenticate';
import type { RateLimiters } from '../../http/rate-limits';
import { notFound } from '../../service-errors';
import type { RouteMount } from '../mount';
import type { FeedService } from './service';
import { FeedBody, FeedParams, FeedPatch, feedInput } from './validators';

/** The merchant area's feeds, runs and offers (/api/b2b): each merchant only its own. */
export function b2bFeedRoutes(service: FeedService, sessions: Sessions, limits: RateLimiters): Router {
  const router = Router();
  const auth = requireMerchant(sessions);
  const owner = (res: Parameters<typeof signedIn>[0]) => signedIn(res).user._id;
  // An id that cannot be one is answered like another merchant's: not found.
  const id = (params: unknown) => {
    const parsed = FeedParams.safeParse(params);
    if (!parsed.success) throw notFound(FEED_MESSAGES.notFound);
    return parsed.data.id;
  };

  router.get('/feeds', auth, async (_req, res) => {
    res.json({ feeds: await service.list(owner(res)) });
  });
  router.post('/feeds', limits.writes, auth, async (req, res) => {
    const body = feedInput(FeedBody, req.body);
    res.status(201).json({ feed: await service.create(owner(res), body) });
  });
  router.patch('/feeds/:id', limits.writes, auth, async (req, res) => {
    const feedId = id(req.params);
    const body = feedInput(FeedPatch, req.body);
    res.json({ feed: await service.update(owner(res), feedId, body) });
  });
  router.delete('/feeds/:id', limits.writes, auth, async (req, res) => {
    await service.remove(owner(res), id(req.params));
    res.status(204).end();
  });
  router.post('/feeds/:id/pull', limits.writes, auth, async (req, res) => {
    await service.pullNow(owner(res), id(req.params));
    res.status(202).json({ queued: true });
  });
  router.get('/feeds/:id/runs', auth, async (req, res) => {
    res.json({ runs: await service.runs(owner(res), id(req.params)) });
  });
  router.get('/offers', auth, async (_req, res) => {
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
    ['GET', '/offers'],
  ],
  build: ({ feedService, sessions, limits }) =>
    feedService ? b2bFeedRoutes(feedService, sessions, limits) : null,
};
