import { Router } from 'express';
import type { Answering } from '../../http/answering';
import type { RouteMount } from '../mount';
import type { createAlertBarService } from './service';

export function alertBarRoutes(service: ReturnType<typeof createAlertBarService>): Router {
  const router = Router();
  router.get('/alert-bar', async (_req, res: Answering<'GET /api/alert-bar'>) => {
    res.json({ success: true, abData: await service.get() });
  });
  return router;
}

export const alertBarMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [['GET', '/alert-bar']],
  build: ({ alertBar }) => alertBarRoutes(alertBar),
};
