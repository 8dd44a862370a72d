import { ContactBody, ContactBrandBody, ReportBody } from '@futterkompass/contract';
import { CONTACT_MESSAGES } from '@futterkompass/domain';
import { Router } from 'express';
import type { Answering } from '../../http/answering';
import type { RateLimiters } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import type { RouteMount } from '../mount';
import { createMessagesService, MESSAGE_TEXTS, type MessagesService } from './service';

/** Messages visitors send: a product report, a question to the brand and the contact form, limited per IP. */
export function messagesRoutes(service: MessagesService, limits: RateLimiters): Router {
  const router = Router();

  router.post('/report-product', limits.messages, async (req, res: Answering<'POST /api/report-product'>) => {
    const body = parseInput(ReportBody, req.body, MESSAGE_TEXTS.reasonRequired);
    await service.report(body.product, body.reason, body.captchaToken, req.ip);
    res.json({ success: true });
  });

  router.post('/contact-brand', limits.messages, async (req, res: Answering<'POST /api/contact-brand'>) => {
    const { captchaToken, ...input } = parseInput(ContactBrandBody, req.body, MESSAGE_TEXTS.fieldsRequired);
    await service.askBrand(input, captchaToken, req.ip);
    res.json({ success: true });
  });

  router.post('/send-mail', limits.messages, async (req, res: Answering<'POST /api/send-mail'>) => {
    const { captchaToken, ...input } = parseInput(ContactBody, req.body, CONTACT_MESSAGES.failed);
    await service.contact(input, captchaToken, req.ip);
    res.json({ success: true });
  });

  return router;
}

export const messagesMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [
    ['POST', '/report-product'],
    ['POST', '/contact-brand'],
    ['POST', '/send-mail'],
  ],
  build: ({ adapters, logger, publicUrl, operatorEmail, limits }) =>
    messagesRoutes(createMessagesService({ ...adapters, logger, publicUrl, operatorEmail }), limits),
};
