import type { Adapters } from '@futterkompass/adapters';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { apiNotFound, errorHandler, failureShape, nothingHere } from './http/errors';
import { requestLog } from './http/request-log';
import { type SecurityOptions, securityHeaders } from './http/security-headers';
import { filesRoute, webApp } from './http/static';
import { adminRoutes } from './routes/admin/route';
import { alertBarRoutes } from './routes/alert-bar/route';
import { createAlertBarService } from './routes/alert-bar/service';
import { catalogRoutes } from './routes/catalog/route';
import { createCatalogService } from './routes/catalog/service';
import { healthRoutes } from './routes/health/route';

export interface AppDeps {
  adapters: Pick<Adapters, 'store' | 'search' | 'queue' | 'files'>;
  logger: Logger;
  adminTokens: readonly string[];
  /** Folder of the built web app; without one only the API is served. */
  webDist?: string;
  security?: SecurityOptions;
}

/** The HTTP application: routes -> services -> adapters. */
export function createApp({ adapters, logger, adminTokens, webDist, security }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders(security ?? { publicUrl: 'http://localhost' }), requestLog(logger), compression());
  app.use('/api/filter-products', failureShape({ success: 0 }));
  app.use(express.json({ limit: '100kb' }));

  const api = express.Router();
  api.use(healthRoutes(adapters));
  api.use(alertBarRoutes(createAlertBarService(adapters.store)));
  api.use(catalogRoutes(createCatalogService(adapters)));
  api.use('/admin', adminRoutes({ store: adapters.store, search: adapters.search, logger, adminTokens }));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use('/files', filesRoute(adapters.files));

  const web = webDist ? webApp(webDist) : null;
  if (web) app.use(web);
  app.use(nothingHere);
  app.use(errorHandler(logger));
  return app;
}
