import { METRICS_PREFIX } from '@futterkompass/adapters';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { Histogram, type Registry } from 'prom-client';
import { requireAdmin } from './admin-auth';

/**
 * Where a router is mounted (`/api`, `/api/admin`, `/auth`), noted on entering it: an error answer
 * is sent after Express has left the router and reset `req.baseUrl`, but must count for its route.
 */
export const noteMount: RequestHandler = (req, res, next) => {
  res.locals.mount = req.baseUrl;
  next();
};

/**
 * The route template a request matched (`/api/post/:id`), never its raw path, so that the label has
 * a bounded set of values: requests no route answered count as `unmatched` (under /api or /auth) or
 * `web` (the web app's pages and files).
 */
function routeOf(req: Request, res: Response): string {
  const mount = (res.locals.mount as string | undefined) ?? req.baseUrl;
  const path = req.route?.path as unknown;
  if (typeof path === 'string') return `${mount}${path === '/' && mount ? '' : path}`;
  return mount ? 'unmatched' : 'web';
}

/** Request counts and latency per method, route template and status. */
export function requestMetrics(registry: Registry): RequestHandler {
  const duration = new Histogram({
    name: `${METRICS_PREFIX}http_request_duration_seconds`,
    help: 'Dauer der HTTP-Anfragen in Sekunden nach Methode, Route (Vorlage) und Status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return (req, res, next) => {
    const end = duration.startTimer();
    res.on('finish', () =>
      end({ method: req.method, route: routeOf(req, res), status: String(res.statusCode) }),
    );
    next();
  };
}

/** `GET /metrics` in Prometheus' text format, for the admin token only (like the admin API). */
export function metricsRoute(registry: Registry, adminTokens: readonly string[]): Router {
  const router = Router();
  router.get('/metrics', requireAdmin(adminTokens), async (_req, res) => {
    res.set('content-type', registry.contentType).send(await registry.metrics());
  });
  return router;
}
