import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type MountedRoute } from '../app';
import { fuzzedCalls } from '../testing/fuzz-requests';
import { smallAppDeps } from '../testing/small-app';
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
  let mounted: MountedRoute[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    // Everything the app can mount: with a feed queue and metrics.
    const made = await smallAppDeps({ feeds: true, metrics: new Registry() });
    close = made.close;
    ({ mounted } = buildApp(made.deps));
  });
  afterAll(() => close());

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
