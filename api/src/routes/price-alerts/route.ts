import { PRICE_ALERT_MESSAGES } from '@futterkompass/domain';
import { Router } from 'express';
import type { Sessions } from '../../accounts/sessions';
import { requireUser, signedIn } from '../../http/authenticate';
import type { RateLimiters } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import type { PriceAlertsService } from './service';
import { PriceAlertBody, PriceAlertParams } from './validators';

const INVALID = 'Ungültige Angaben zum Preisalarm.';

/** The signed-in user's price alerts: list, set, remove. */
export function priceAlertsRoutes(
  service: PriceAlertsService,
  sessions: Sessions,
  limits: RateLimiters,
): Router {
  const router = Router();
  const auth = requireUser(sessions);

  router.get('/price-alerts', auth, async (_req, res) => {
    res.json({ success: true, alerts: await service.list(signedIn(res).user) });
  });

  router.post('/price-alerts', limits.writes, auth, async (req, res) => {
    const body = parseInput(PriceAlertBody, req.body, INVALID);
    const alert = await service.set(signedIn(res).user, body.product, body.targetUnitPrice);
    res.json({ success: true, message: PRICE_ALERT_MESSAGES.saved, alert });
  });

  router.delete('/price-alerts/:id', limits.writes, auth, async (req, res) => {
    const { id } = parseInput(PriceAlertParams, req.params, INVALID);
    await service.remove(signedIn(res).user, id);
    res.json({ success: true });
  });

  return router;
}
