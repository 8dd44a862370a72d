import { IdParams, PriceAlertBody } from '@futterkompass/contract';
import { PRICE_ALERT_MESSAGES } from '@futterkompass/domain';
import { Router } from 'express';
import type { Sessions } from '../../accounts/sessions';
import type { Answering } from '../../http/answering';
import { requireUser, signedIn } from '../../http/authenticate';
import type { RateLimiters } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import type { RouteMount } from '../mount';
import { createPriceAlertsService, type PriceAlertsService } from './service';

const INVALID = 'Ungültige Angaben zum Preisalarm.';

/** The signed-in user's price alerts: list, set, remove. */
export function priceAlertsRoutes(
  service: PriceAlertsService,
  sessions: Sessions,
  limits: RateLimiters,
): Router {
  const router = Router();
  const auth = requireUser(sessions);

  router.get('/price-alerts', auth, async (_req, res: Answering<'GET /api/price-alerts'>) => {
    res.json({ success: true, alerts: await service.list(signedIn(res).user) });
  });

  router.post('/price-alerts', limits.writes, auth, async (req, res: Answering<'POST /api/price-alerts'>) => {
    const body = parseInput(PriceAlertBody, req.body, INVALID);
    const alert = await service.set(signedIn(res).user, body.product, body.targetUnitPrice);
    res.json({ success: true, message: PRICE_ALERT_MESSAGES.saved, alert });
  });

  router.delete(
    '/price-alerts/:id',
    limits.writes,
    auth,
    async (req, res: Answering<'DELETE /api/price-alerts/:id'>) => {
      const { id } = parseInput(IdParams, req.params, INVALID);
      await service.remove(signedIn(res).user, id);
      res.json({ success: true });
    },
  );

  return router;
}

export const priceAlertsMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [
    ['GET', '/price-alerts'],
    ['POST', '/price-alerts'],
    ['DELETE', '/price-alerts/:id'],
  ],
  build: ({ adapters, sessions, limits }) =>
    priceAlertsRoutes(createPriceAlertsService(adapters), sessions, limits),
};
