import type { Captcha } from '@futterkompass/adapters';
import { Router } from 'express';
import type { Answering } from '../../http/answering';
import type { RouteMount } from '../mount';

/** What the web app needs to know of the server's setup: the public captcha key, if any. */
export function siteConfigRoutes(captcha: Captcha): Router {
  const router = Router();
  router.get('/config', (_req, res: Answering<'GET /api/config'>) => {
    res.json({ success: true, recaptchaSiteKey: captcha.siteKey ?? null });
  });
  return router;
}

export const siteConfigMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [['GET', '/config']],
  build: ({ adapters }) => siteConfigRoutes(adapters.captcha),
};
