import { Router } from 'express';
import type { createAlertBarService } from './service';

export function alertBarRoutes(service: ReturnType<typeof createAlertBarService>): Router {
  const router = Router();
  router.get('/alert-bar', async (_req, res) => {
    res.json({ success: true, abData: await service.get() });
  });
  return router;
}
