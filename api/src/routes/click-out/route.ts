import { CLICK_OUT_PREFIX, clickSource } from '@futterkompass/domain';
import { type Request, Router } from 'express';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import { addressKey } from '../../http/address-key';
import type { ClickOutService } from './service';

/**
 * Whether a request is a person's click: not a crawler (isbot's list of user agents), not a
 * browser's prefetch or a HEAD, and with a user agent at all (every browser sends one).
 */
function isPersonsClick(req: Request): boolean {
  const userAgent = req.get('user-agent');
  if (!userAgent || isbot(userAgent) || req.method !== 'GET') return false;
  const purpose = `${req.get('sec-purpose') ?? ''} ${req.get('purpose') ?? ''}`;
  return !/prefetch|prerender/i.test(purpose);
}

/**
 * GET /weiter/{offerId}: a 302 to the offer's shop, counted without personal data; an offer no
 * longer shown leads to its product page, an unknown one on to the 404 page.
 */
export function clickOutRoutes(service: ClickOutService, logger: Logger): Router {
  const router = Router();
  router.get(`${CLICK_OUT_PREFIX}:offerId`, async (req, res, next) => {
    const offerId = req.params.offerId;
    const target = await service.target(offerId);
    if (!target) {
      next();
      return;
    }
    // Every click must reach the server: no cache keeps the redirect, no search engine follows it.
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    if (target.kind === 'product') {
      res.redirect(302, target.path);
      return;
    }
    if (isPersonsClick(req)) {
      const visitor = { address: addressKey(req.ip), userAgent: req.get('user-agent') ?? '', offerId };
      // A count that fails costs a count, never the visitor's way to the shop.
      await service
        .count(target.click, visitor, clickSource(req.query.from))
        .catch((err: unknown) => logger.warn({ err, offerId }, 'click-out not counted'));
    }
    res.redirect(302, target.url);
  });
  return router;
}
