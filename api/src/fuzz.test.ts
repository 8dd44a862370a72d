import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzRequest, fuzzRequests } from './testing/fuzz-requests';
import { REPO_ROOT } from './testing/ops-command';
import { type RawAnswer, rawRequest } from './testing/raw-request';
import { writeStandInWebBuild } from './testing/stand-in-web';
import { startTestServer } from './testing/test-server';

const SEED = 20_261_122;
const REQUESTS = 3000;
const PARALLEL = 8;
const ADMIN_TOKEN = 'fuzz-admin-token-0123456789abcdef';
// 3,000 requests (backups, feed pulls, argon2 logins among them) take 15 to 30 s on two busy cores:
// the run gets a bound of its own instead of the project's 30 s per test.
const RUN_TIMEOUT_MS = 180_000;

/** What an answer must never show: a stack frame, an engine error name, a path on the server. */
function leaks(text: string, dataDir: string): string | null {
  const found = [
    /\bat [^\s()]+ \(/.exec(text),
    /\bat .+:\d+:\d+/.exec(text),
    /(SyntaxError|TypeError|RangeError|ReferenceError)\b/.exec(text),
    text.includes('node_modules') ? ['node_modules'] : null,
    text.includes(REPO_ROOT) ? [REPO_ROOT] : null,
    text.includes(dataDir) ? [dataDir] : null,
  ].find(Boolean);
  return found?.[0] ?? null;
}

const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.path.slice(0, 120)} ${JSON.stringify(r.headers).slice(0, 200)} ${
    r.body?.toString('utf8').slice(0, 120) ?? ''
  }`;

describe(`${REQUESTS} fuzzed requests over every route`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'fk-fuzz-web-'));
    server = await startTestServer({
      webDist: await writeStandInWebBuild(webDir),
      env: {
        ADMIN_TOKEN,
        RATE_LIMIT_AUTH: '100000',
        RATE_LIMIT_WRITES: '100000',
        RATE_LIMIT_MESSAGES: '100000',
      },
    });
  });
  afterAll(async () => {
    await server?.cleanup();
    await rm(webDir, { recursive: true, force: true });
  });

  it('answer without a 5xx, a stack trace or a server path, pollute nothing, and leave the server serving', {
    timeout: RUN_TIMEOUT_MS,
  }, async () => {
    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // An editor: the product form's calls get past the role check to their validation too.
      body: JSON.stringify({ username: 'redaktion', password: 'redaktion12345' }),
    });
    const { token } = (await login.json()) as { token: string };
    const requests = fuzzRequests(SEED, REQUESTS, ADMIN_TOKEN, token);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++] as FuzzRequest;
        const answer: RawAnswer = await rawRequest(server.url, {
          method: request.method,
          path: request.path,
          headers: request.headers,
          ...(request.body && { body: request.body }),
        }).catch((error: Error) => ({ status: 0, headers: {}, text: `no answer: ${error.message}` }));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const leak = leaks(answer.text, server.dataDir);
        if (answer.status >= 500 || answer.status === 0 || leak)
          failures.push(
            `${answer.status} ${leak ?? answer.text.slice(0, 80)} <- ${describeRequest(request)}`,
          );
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));

    expect(failures.slice(0, 10)).toEqual([]);
    // The run reached the app's own answers, not only the HTTP parser's.
    expect([200, 400, 401, 404, 405, 413, 415].filter((s) => statuses.has(s))).toEqual([
      200, 400, 401, 404, 405, 413, 415,
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const list = await fetch(`${server.url}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: { animals: 'Hund' } }),
    });
    expect(list.status).toBe(200);
    const answer = (await list.json()) as { success: number; products: unknown[] };
    expect(answer.success).toBe(1);
    expect(answer.products.length).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/produkte`)).status).toBe(200);
  });
});
