import { ExportQuery } from '@futterkompass/contract';
import { Router } from 'express';
import type { Sessions } from '../../accounts/sessions';
import { requireUser, signedIn } from '../../http/authenticate';
import type { RateLimiters } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import type { RouteMount } from '../mount';
import { type AccountExportService, createAccountExportService } from './service';
import { EXPORT_MESSAGES } from './validators';

/** "Meine Daten herunterladen": the signed-in user's data as a JSON file (DSGVO Art. 15, 20). */
export function accountExportRoutes(
  service: AccountExportService,
  sessions: Sessions,
  limits: RateLimiters,
): Router {
  const router = Router();
  // Reads many collections: limited like a write, so it cannot be used to load the server.
  router.get('/account/export', limits.writes, requireUser(sessions), async (req, res) => {
    parseInput(ExportQuery, req.query, EXPORT_MESSAGES.format);
    const { user } = signedIn(res);
    const data = await service.exportOf(user);
    res.set('Cache-Control', 'no-store');
    res.attachment('futterkompass-meine-daten.json');
    res.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
  });
  return router;
}

export const accountExportMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [['GET', '/account/export']],
  build: ({ adapters, sessions, limits }) =>
    accountExportRoutes(createAccountExportService(adapters), sessions, limits),
};
