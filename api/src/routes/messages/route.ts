import { Router } from 'express';
import type { RateLimiters } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import { MESSAGE_TEXTS, type MessagesService } from './service';
import { ContactBrandBody, ReportBody } from './validators';

/** Messages visitors send: a product report and a question to the brand, both limited per IP. */
export function messagesRoutes(service: MessagesService, limits: RateLimiters): Router {
  const router = Router();

  router.post('/report-product', limits.messages, async (req, res) => {
    const body = parseInput(ReportBody, req.body, MESSAGE_TEXTS.reasonRequired);
    await service.report(body.product, body.reason, body.captchaToken, req.ip);
    res.json({ success: true });
  });

  router.post('/contact-brand', limits.messages, async (req, res) => {
    const { captchaToken, ...input } = parseInput(ContactBrandBody, req.body, MESSAGE_TEXTS.fieldsRequired);
    await service.askBrand(input, captchaToken, req.ip);
    res.json({ success: true });
  });

  return router;
}
