import { HouseholdBody } from '@futterkompass/contract';
import { PET_MESSAGES } from '@futterkompass/domain';
import { Router } from 'express';
import type { Sessions } from '../../accounts/sessions';
import type { Answering } from '../../http/answering';
import { requireUser, signedIn } from '../../http/authenticate';
import type { RateLimiters } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import type { RouteMount } from '../mount';
import { createPetsService, type PetsService } from './service';

/** The signed-in user's animals ("Mein Tier"); a guest's stay in the browser and never come here. */
export function petsRoutes(service: PetsService, sessions: Sessions, limits: RateLimiters): Router {
  const router = Router();
  const auth = requireUser(sessions);

  router.get('/pets', auth, (_req, res: Answering<'GET /api/pets'>) => {
    res.json({ success: true, household: service.household(signedIn(res).user) });
  });

  router.put('/pets', limits.writes, auth, async (req, res: Answering<'PUT /api/pets'>) => {
    const body = parseInput(HouseholdBody, req.body, PET_MESSAGES.invalid);
    res.json({ success: true, household: await service.save(signedIn(res).user, body) });
  });

  return router;
}

export const petsMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [
    ['GET', '/pets'],
    ['PUT', '/pets'],
  ],
  build: ({ adapters, sessions, limits }) => petsRoutes(createPetsService(adapters), sessions, limits),
};
