import { RemoveReviewBody, ReportReviewBody, ReviewParams } from '@futterkompass/contract';
import { REVIEW_REPORT_MESSAGES as M, REVIEW_REPORT_REASONS } from '@futterkompass/domain';
import { Router } from 'express';
import type { Sessions } from '../../accounts/sessions';
import type { Answering } from '../../http/answering';
import { requireEditor, signedIn } from '../../http/authenticate';
import { markPrivate } from '../../http/no-store';
import type { RateLimiters } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import { invalid, notFound } from '../../service-errors';
import type { RouteMount } from '../mount';
import type { ReviewModeration } from './moderation';
import { createReviewModeration } from './moderation';
import type { Reporter } from './reporter-key';
import { createReporterKeys } from './reporter-key';
import { createReviewReportService, type ReviewReportService } from './service';

/**
 * POST /api/report-review: a visitor reports a review, signed in (the `token` header) or as a guest,
 * limited per IP like the other reports.
 */
export function reviewReportRoutes(
  service: ReviewReportService,
  sessions: Sessions,
  limits: RateLimiters,
): Router {
  const router = Router();
  router.post('/report-review', limits.messages, async (req, res: Answering<'POST /api/report-review'>) => {
    const { captchaToken, ...input } = parseInput(ReportReviewBody, req.body, M.invalid);
    const session = await sessions.resolve(req.get('token'));
    if (session) markPrivate(res);
    const reporter: Reporter = session
      ? { userId: session.user._id }
      : { address: req.ip ?? '', userAgent: req.get('user-agent') ?? '' };
    await service.report(input, reporter, captchaToken, req.ip);
    res.json({ success: true, message: M.sent });
  });
  return router;
}

/** The editors' reported reviews (/api/admin/review-reports): list, keep, remove. */
export function reviewModerationRoutes(
  moderation: ReviewModeration,
  sessions: Sessions,
  limits: RateLimiters,
): Router {
  const router = Router();
  const editor = requireEditor(sessions);
  const reviewId = (params: unknown) => {
    const parsed = ReviewParams.safeParse(params);
    if (!parsed.success) throw notFound(M.noOpenReport);
    return parsed.data.reviewId;
  };

  router.get('/', editor, async (_req, res: Answering<'GET /api/admin/review-reports'>) => {
    res.json({ success: true, items: await moderation.list() });
  });
  router.post(
    '/:reviewId/keep',
    limits.writes,
    editor,
    async (req, res: Answering<'POST /api/admin/review-reports/:reviewId/keep'>) => {
      await moderation.keep(reviewId(req.params), signedIn(res).user._id);
      res.json({ success: true });
    },
  );
  router.post(
    '/:reviewId/remove',
    limits.writes,
    editor,
    async (req, res: Answering<'POST /api/admin/review-reports/:reviewId/remove'>) => {
      const id = reviewId(req.params);
      const body = parseInput(RemoveReviewBody, req.body, M.decisionInvalid);
      if (!REVIEW_REPORT_REASONS.has(body.reason)) throw invalid(M.decisionInvalid, { field: 'reason' });
      const done = await moderation.remove(id, signedIn(res).user._id, {
        reason: body.reason,
        note: body.note.trim(),
      });
      res.json({ success: true, ...done });
    },
  );
  return router;
}

export const reviewReportMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [['POST', '/report-review']],
  build: ({ adapters, logger, reviewMails, sessions, limits }) =>
    reviewReportRoutes(
      createReviewReportService({
        ...adapters,
        logger,
        keys: createReporterKeys(adapters.store),
        mails: reviewMails,
      }),
      sessions,
      limits,
    ),
};

export const reviewModerationMount: RouteMount = {
  stage: 'api',
  base: '/admin/review-reports',
  closed: true,
  calls: [
    ['GET', '/'],
    ['POST', '/:reviewId/keep'],
    ['POST', '/:reviewId/remove'],
  ],
  build: ({ adapters, logger, productWrites, reviewMails, sessions, limits }) =>
    reviewModerationRoutes(
      createReviewModeration({ ...adapters, logger, productWrites, mails: reviewMails }),
      sessions,
      limits,
    ),
};
