import { NewBinderVoteBody, NewReviewBody } from '@futterkompass/contract';
import { binderSummary } from '@futterkompass/domain';
import { Router } from 'express';
import type { Sessions } from '../../accounts/sessions';
import type { Answering } from '../../http/answering';
import { assertOwnAccount, requireUser } from '../../http/authenticate';
import type { RateLimiters } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import type { RouteMount } from '../mount';
import { COMMUNITY_MESSAGES, type CommunityService, createCommunityService } from './service';

/** Reviews and binder votes of signed-in users. */
export function communityRoutes(service: CommunityService, sessions: Sessions, limits: RateLimiters): Router {
  const router = Router();
  const auth = requireUser(sessions);

  router.post('/new-review', limits.writes, auth, async (req, res: Answering<'POST /api/new-review'>) => {
    const {
      user: userId,
      captchaToken,
      ...input
    } = parseInput(NewReviewBody, req.body, 'Ungültige Bewertung.');
    const { user } = assertOwnAccount(res, userId);
    const saved = await service.review(user, input, captchaToken, req.ip);
    res.json({
      success: true,
      message: COMMUNITY_MESSAGES.reviewSaved,
      rating: saved.rating,
      ratingCount: saved.ratingCount,
    });
  });

  router.post(
    '/new-binder-vote',
    limits.writes,
    auth,
    async (req, res: Answering<'POST /api/new-binder-vote'>) => {
      const body = parseInput(NewBinderVoteBody, req.body, 'Ungültige Abstimmung.');
      const { user } = assertOwnAccount(res, body.user);
      const saved = await service.vote(user, body.product, body.binderVote);
      res.json({
        success: true,
        message: COMMUNITY_MESSAGES.voteSaved,
        binderVotes: binderSummary(saved.binderVotes),
      });
    },
  );

  return router;
}

export const communityMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [
    ['POST', '/new-review'],
    ['POST', '/new-binder-vote'],
  ],
  build: ({ adapters, productWrites, sessions, limits }) =>
    communityRoutes(createCommunityService({ ...adapters, productWrites }), sessions, limits),
};
