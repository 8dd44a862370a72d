import type { Router } from 'express';
import type { AppContext } from '../app-context';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call: its method and its path in the router (`:id` for a parameter). */
export type ApiCall = readonly [method: ApiMethod, path: string];

/**
 * What a route folder mounts, one row of the route registry (`./registry.ts`). `createApp` mounts
 * the rows in the registry's order; the fuzz test's requests and docs/api.md's table are read from
 * them, and `registry.test.ts` compares each row's calls with what its router really answers.
 */
export interface RouteMount {
  /** Where: before the app's JSON parser (`raw`: feeds and metrics read their own bodies), under
   * `/api`, or on the site after `/api` (`/auth`, files, sitemaps, click-outs). */
  stage: 'raw' | 'api' | 'site';
  /** The path the router is mounted at, relative to its stage ('' for none). */
  base: string;
  /** The router ends in a 404: nothing under `base` falls through to the rows after it. */
  closed?: boolean;
  calls: readonly ApiCall[];
  /** The router, built from the adapters and the app's shared services; null: not mounted here. */
  build(context: AppContext): Router | null;
}

/** A call's path as a client sends it. */
export function fullPath(mount: Pick<RouteMount, 'stage' | 'base'>, path: string): string {
  const joined = `${mount.stage === 'api' ? '/api' : ''}${mount.base}${path === '/' && mount.base ? '' : path}`;
  return joined || '/';
}

/** Every call of the rows, as clients send them, in the registry's order. */
export function callsOf(registry: readonly RouteMount[]): ApiCall[] {
  return registry.flatMap((mount) =>
    mount.calls.map(([method, path]): ApiCall => [method, fullPath(mount, path)]),
  );
}

/** docs/api-routes.md: the table of every call, written from the registry by its test. */
export function routeTableMarkdown(registry: readonly RouteMount[]): string {
  const rows = callsOf(registry).map(([method, path]) => `| ${method} | \`${path}\` |`);
  return [
    '# API-Aufrufe',
    '',
    'Jeder Aufruf, den der Server einhängt, in der Reihenfolge der Routentabelle',
    '(`api/src/routes/registry.ts`). Diese Datei wird aus ihr geschrieben: nach einer Änderung',
    '`npx vitest run --project integration api/src/routes/registry.test.ts -u`. Aufrufe unter',
    '`/api/b2b/feeds`, `/api/b2b/offers`, `/api/admin/feed-review` und `/api/admin/feeds` gibt es nur mit',
    'einer Feed-Warteschlange, `/metrics` nur mit Metriken.',
    '',
    '| Methode | Pfad |',
    '| --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
