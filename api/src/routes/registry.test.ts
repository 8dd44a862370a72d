import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createDisabledCaptcha,
  createEmbeddedSearch,
  createInProcessQueue,
  createLocalFiles,
  createLogger,
  createOfferAge,
  createOutboxMailer,
  createRateLimitCounters,
  createSqliteStore,
  DEFAULT_FEED_PULL,
  type Store,
} from '@futterkompass/adapters';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type MountedRoute } from '../app';
import { fuzzedCalls } from '../testing/fuzz-requests';
import { callsOf, fullPath, routeTableMarkdown } from './mount';
import { ROUTE_REGISTRY } from './registry';

/** The calls a router really answers, read from Express' own route layers. */
function routerCalls({ mount, router }: MountedRoute): string[] {
  type Layer = { route?: { path: unknown; methods: Record<string, boolean> } };
  const layers = (router as unknown as { stack: Layer[] }).stack;
  return layers.flatMap(({ route }) =>
    route
      ? Object.keys(route.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${fullPath(mount, String(route.path))}`)
      : [],
  );
}

describe('the route registry', () => {
  let dir: string;
  let store: Store;
  let mounted: MountedRoute[];
  const logger = createLogger('silent');
  const queues = [createInProcessQueue({ logger }), createInProcessQueue({ logger })];
  const counters = createRateLimitCounters(logger);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fk-registry-'));
    store = await createSqliteStore(path.join(dir, 'data'));
    // Everything the app can mount: with a feed queue and metrics.
    ({ mounted } = buildApp({
      adapters: {
        store,
        search: createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX),
        queue: queues[0] as (typeof queues)[number],
        files: createLocalFiles(path.join(dir, 'files')),
        mailer: createOutboxMailer({ store, logger, from: 'test@futterkompass.example' }),
        captcha: createDisabledCaptcha(),
        rateLimits: counters,
        offerAge: createOfferAge(),
      },
      feeds: { queue: queues[1] as (typeof queues)[number], config: DEFAULT_FEED_PULL },
      metrics: new Registry(),
      logger,
      adminTokens: [],
    }));
  });
  afterAll(async () => {
    for (const queue of queues) await queue.close();
    await counters.close();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('mounts every row, each router answering exactly the calls its row names', () => {
    expect(mounted.map(({ mount }) => mount)).toEqual(ROUTE_REGISTRY);
    for (const row of mounted)
      expect(routerCalls(row).sort()).toEqual(
        row.mount.calls.map(([method, path]) => `${method} ${fullPath(row.mount, path)}`).sort(),
      );
  });

  it('has the fuzz test send every mounted call', () => {
    const fuzzed = new Set(fuzzedCalls().map(([method, path]) => `${method} ${path}`));
    const missing = mounted
      .flatMap(routerCalls)
      .map((call) => call.replace(/:\w+/g, '0123456789abcdef01234567'))
      .filter((call) => !fuzzed.has(call));
    expect(missing).toEqual([]);
  });

  it('names every call once', () => {
    const calls = callsOf(ROUTE_REGISTRY).map(([method, path]) => `${method} ${path}`);
    expect(calls.filter((call, i) => calls.indexOf(call) !== i)).toEqual([]);
  });

  it('writes the docs’ table of the calls', async () => {
    await expect(routeTableMarkdown(ROUTE_REGISTRY)).toMatchFileSnapshot('../../../docs/api-routes.md');
  });
});
