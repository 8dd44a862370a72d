import { AssignBody, FeedReviewQuery, IdParams } from '@futterkompass/contract';
import { FEED_MESSAGES } from '@futterkompass/domain';
import { Router } from 'express';
import type { Sessions } from '../../accounts/sessions';
import type { Answering } from '../../http/answering';
import { requireEditor, signedIn } from '../../http/authenticate';
import type { RateLimiters } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import { notFound } from '../../service-errors';
import type { RouteMount } from '../mount';
import { createFeedReviewService, type FeedReviewService } from './service';

/**
 * The editors' review queue of shop feed rows (/api/admin/feed-review): its true size per merchant
 * and a page of it (`?merchant=<id>&page=<n>`), assign to a product; the remembered mappings
 * (/mappings): list, undo.
 */
export function feedReviewRoutes(
  service: FeedReviewService,
  sessions: Sessions,
  limits: RateLimiters,
): Router {
  const router = Router();
  const editor = requireEditor(sessions);
  const id = (params: unknown) => {
    const parsed = IdParams.safeParse(params);
    if (!parsed.success) throw notFound(FEED_MESSAGES.reviewNotFound);
    return parsed.data.id;
  };

  router.get('/', editor, async (req, res: Answering<'GET /api/admin/feed-review'>) => {
    const { merchant, page } = parseInput(FeedReviewQuery, req.query, 'Ungültige Seite der Liste.');
    res.json({ success: true, ...(await service.list({ ...(merchant && { owner: merchant }), page })) });
  });
  router.post(
    '/:id/assign',
    limits.writes,
    editor,
    async (req, res: Answering<'POST /api/admin/feed-review/:id/assign'>) => {
      const reviewId = id(req.params);
      const { productId } = parseInput(AssignBody, req.body, FEED_MESSAGES.productNotFound);
      res.json({ success: true, mapping: await service.assign(reviewId, productId, signedIn(res).user._id) });
    },
  );
  router.get('/mappings', editor, async (_req, res: Answering<'GET /api/admin/feed-review/mappings'>) => {
    res.json({ success: true, mappings: await service.mappings() });
  });
  router.delete(
    '/mappings/:id',
    limits.writes,
    editor,
    async (req, res: Answering<'DELETE /api/admin/feed-review/mappings/:id'>) => {
      await service.undo(id(req.params));
      res.json({ success: true });
    },
  );
  return router;
}

/** Mounted only with a feed queue (`AppDeps.feeds`). */
export const feedReviewMount: RouteMount = {
  stage: 'api',
  base: '/admin/feed-review',
  closed: true,
  calls: [
    ['GET', '/'],
    ['POST', '/:id/assign'],
    ['GET', '/mappings'],
    ['DELETE', '/mappings/:id'],
  ],
  build: ({ deps, adapters, productWrites, sessions, limits }) =>
    deps.feeds
      ? feedReviewRoutes(
          createFeedReviewService({ store: adapters.store, productWrites, queue: deps.feeds.queue }),
          sessions,
          limits,
        )
      : null,
};
