import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { createLogger, createRateLimitCounters } from '@futterkompass/adapters';
import { describeService } from '@futterkompass/adapters/testing';
import { ACCOUNT_MESSAGES } from '@futterkompass/domain';
import { expect, it } from 'vitest';
import { apiClient } from '../testing/api-client';
import { startSmallApp } from '../testing/small-app';

const limits = { windowMs: 60_000, auth: 4, writes: 100, failedLogins: 100, messages: 100 };
const logger = createLogger('silent');

describeService('redis', 'abuse limits counted in Redis', (url) => {
  it('share one count between two API replicas', async () => {
    const prefix = `fk-test-rl-${randomBytes(4).toString('hex')}`;
    const replicas = await Promise.all(
      [1, 2].map(() =>
        startSmallApp({
          rateLimits: limits,
          rateLimitCounters: createRateLimitCounters(logger, url, prefix),
        }),
      ),
    );
    try {
      const [a, b] = replicas.map((r) => apiClient(r.url, r.adapters.store)) as [
        ReturnType<typeof apiClient>,
        ReturnType<typeof apiClient>,
      ];
      const ask = (api: typeof a) => api.post('/auth/send-verify-link', { username: 'x' });
      const statuses = [await ask(a), await ask(b), await ask(a), await ask(b)].map((r) => r.status);
      expect(statuses).toEqual([200, 200, 200, 200]);
      const fifth = await ask(b);
      expect(fifth).toMatchObject({ status: 429, body: { message: ACCOUNT_MESSAGES.tooManyRequests } });
    } finally {
      for (const r of replicas) await r.close();
    }
  });
});

it('lets requests through when the Redis of the counters is down, instead of failing them', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as { port: number };
  await new Promise((resolve) => closed.close(resolve));
  const app = await startSmallApp({
    rateLimits: limits,
    rateLimitCounters: createRateLimitCounters(logger, `redis://127.0.0.1:${port}`),
  });
  try {
    const api = apiClient(app.url, app.adapters.store);
    for (let i = 0; i < 6; i++)
      expect((await api.post('/auth/send-verify-link', { username: 'x' })).status).toBe(200);
  } finally {
    await app.close();
  }
});
