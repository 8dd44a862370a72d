import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { createLogger, createRateLimitCounters, loadConfig } from '@futterkompass/adapters';
import { describeService } from '@futterkompass/adapters/testing';
import { ACCOUNT_MESSAGES } from '@futterkompass/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../testing/api-client';
import { startSmallApp } from '../testing/small-app';

const limits = { windowMs: 60_000, auth: 4, writes: 100, failedLogins: 100, messages: 100 };
/** Five wrong passwords per account and address, ten per address; the requests themselves unlimited. */
const passwordLimits = {
  ...limits,
  auth: 10_000,
  failedLogins: 5,
  failedLoginsPerAddress: 10,
  passwordFirstWaitSec: 600,
};
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

  it('share the waits after wrong passwords between two API replicas, per account and address', async () => {
    const prefix = `fk-test-pw-${randomBytes(4).toString('hex')}`;
    const replicas = await Promise.all(
      [1, 2].map(() =>
        startSmallApp({
          rateLimits: passwordLimits,
          rateLimitCounters: createRateLimitCounters(logger, url, prefix),
        }),
      ),
    );
    try {
      const [a, b] = replicas.map((r) => r.url) as [string, string];
      const as = (replica: string, address: string) =>
        apiClient(replica, (replicas[0] as (typeof replicas)[number]).adapters.store, address);
      // A name no store knows counts by itself, the same in both replicas.
      const guess = (replica: string, address: string, i: number) =>
        as(replica, address).post('/auth/login', { username: 'niemand', password: `x${i}` });
      for (let i = 0; i < 5; i++) expect((await guess(i % 2 ? a : b, '203.0.113.7', i)).status).toBe(401);
      const waiting = await guess(b, '203.0.113.7', 5);
      expect(waiting.status).toBe(429);
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(590);
      // Another address is not slowed by them, in either replica.
      expect((await guess(a, '198.51.100.7', 6)).status).toBe(401);
    } finally {
      for (const r of replicas) await r.close();
    }
  });
});

it('still slows password guesses in each replica when the Redis of the counters is down', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as { port: number };
  await new Promise((resolve) => closed.close(resolve));
  const app = await startSmallApp({
    rateLimits: passwordLimits,
    rateLimitCounters: createRateLimitCounters(logger, `redis://127.0.0.1:${port}`),
  });
  try {
    const api = apiClient(app.url, app.adapters.store);
    const owner = await api.signUp('Ausfall');
    for (let i = 0; i < 5; i++)
      expect((await api.post('/auth/login', { username: 'Ausfall', password: `x${i}` })).status).toBe(401);
    expect((await api.post('/auth/login', { username: 'Ausfall', password: owner.password })).status).toBe(
      429,
    );
  } finally {
    await app.close();
  }
});

describe('behind a load balancer (TRUST_PROXY)', () => {
  const BALANCER = '10.0.0.5';
  const ask = (url: string, client: string) =>
    fetch(`${url}/auth/send-verify-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ username: 'x' }),
    }).then((r) => r.status);
  const burst = async (url: string) => {
    const first = [];
    for (let i = 0; i < 5; i++) first.push(await ask(url, '203.0.113.1'));
    return { first, second: await ask(url, '198.51.100.2') };
  };

  it('gives two clients behind one balancer their own limits with TRUST_PROXY=1', async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: '1' });
    const app = await startSmallApp({ rateLimits: limits, trustProxy, peer: BALANCER });
    try {
      // The first client uses up its four, the second still has its own.
      expect(await burst(app.url)).toEqual({ first: [200, 200, 200, 200, 429], second: 200 });
    } finally {
      await app.close();
    }
  });

  it('counts every client as the balancer by default (loopback only), which is why it must be set', async () => {
    const app = await startSmallApp({ rateLimits: limits, peer: BALANCER });
    try {
      expect(await burst(app.url)).toEqual({ first: [200, 200, 200, 200, 429], second: 429 });
    } finally {
      await app.close();
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

it('counts the addresses of one IPv6 /64 as one client, the next /64 as another', async () => {
  const app = await startSmallApp({ rateLimits: limits });
  try {
    const ask = (address: string) =>
      apiClient(app.url, app.adapters.store, address).post('/auth/send-verify-link', { username: 'x' });
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push((await ask(`2001:db8:aa:bb:${i}::${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    // The neighbouring /64 (same /56) is another household.
    expect((await ask('2001:db8:aa:bc::1')).status).toBe(200);
    expect((await ask('::ffff:203.0.113.40')).status).toBe(200);
  } finally {
    await app.close();
  }
});
