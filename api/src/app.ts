import { serializeCatalogQuery, similarProductsQuery } from '@futterkompass/domain';
import compression from 'compression';
import express, { type Express, type Router } from 'express';
import { type AppContext, type AppDeps, createAppContext } from './app-context';
import { apiNotFound, errorHandler, failureShape, nothingHere } from './http/errors';
import { noteMount, requestMetrics } from './http/metrics';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { webApp } from './http/static';
import type { RouteMount } from './routes/mount';
import { ROUTE_REGISTRY } from './routes/registry';
import { isKind } from './service-errors';

export type { AppDeps } from './app-context';

/** A registry row as mounted: its router, as `registry.test.ts` reads it. */
export interface MountedRoute {
  mount: RouteMount;
  router: Router;
}

/** The registry's routers of one stage, in the registry's order, on one router. */
function stageRouter(stage: RouteMount['stage'], context: AppContext, mounted: MountedRoute[]): Router {
  const target = express.Router();
  for (const mount of ROUTE_REGISTRY) {
    if (mount.stage !== stage) continue;
    const router = mount.build(context);
    if (!router) continue;
    mounted.push({ mount, router });
    const handlers = mount.closed ? [router, apiNotFound] : [router];
    if (mount.base) target.use(mount.base, noteMount, ...handlers);
    else target.use(...handlers);
  }
  return target;
}

/** The web app's pages, with the first answers the server renders into them. */
function webPages(webDist: string, context: AppContext): Router | null {
  const { deps, logger, products, posts, catalog } = context;
  return webApp(webDist, {
    publicUrl: context.publicUrl,
    productPage: products.page,
    posts: posts.list,
    post: (id) =>
      posts.one(id).catch((error: unknown) => {
        if (isKind(error, 'not-found')) return null;
        throw error;
      }),
    consultantFilters: context.consultants.filterValues,
    alertBar: context.alertBar.get,
    homeProducts: async () => ({ bestProducts: await products.best() }),
    renderer: deps.renderer ?? null,
    onRenderError: (error, url) => logger.error({ err: error, url }, 'server rendering failed'),
    onDataError: (error, url) => logger.warn({ err: error, url }, 'page data not read, served without it'),
    listAnswer: async (query) => ({
      query: serializeCatalogQuery(query),
      answer: { success: 1, ...(await catalog.filterProducts(query)) },
    }),
    similarProducts: async (product) =>
      (await catalog.filterProducts(similarProductsQuery(product))).products,
    brand: (slug) =>
      context.brandPages.one(slug).catch((error: unknown) => {
        if (isKind(error, 'not-found')) return null;
        throw error;
      }),
    brandSlugs: (ids) => context.brands.slugsOf(ids),
    brands: context.brandPages.list,
  });
}

/** The HTTP application and what it mounted from the route registry. */
export function buildApp(deps: AppDeps): { app: Express; mounted: MountedRoute[] } {
  const context = createAppContext(deps);
  const mounted: MountedRoute[] = [];
  const app = express();
  app.disable('x-powered-by');
  // The client's address (rate limits, logs) is read from X-Forwarded-For only as far as it was
  // written by the proxies named here.
  app.set('trust proxy', deps.trustProxy ?? 'loopback');
  app.use(securityHeaders(context.security), requestLog(context.logger), compression());
  if (deps.metrics) app.use(requestMetrics(deps.metrics));
  app.use('/api/filter-products', failureShape({ success: 0 }));
  app.use(stageRouter('raw', context, mounted));
  app.use(express.json({ limit: '100kb' }));

  app.use('/api', noteMount, stageRouter('api', context, mounted), apiNotFound);
  app.use(stageRouter('site', context, mounted));

  const web = deps.webDist ? webPages(deps.webDist, context) : null;
  if (web) app.use(web);
  app.use(nothingHere);
  app.use(errorHandler(context.logger));
  return { app, mounted };
}

/** The HTTP application: routes -> services -> adapters. */
export function createApp(deps: AppDeps): Express {
  return buildApp(deps).app;
}
