import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { acquireLease, type LeaseDoc, LeaseLostError } from './lease';
import type { Collection, Store } from './port';
import { createSqliteStore } from './sqlite/store';

const TTL = 60_000;

describe('a lease in the store', () => {
  let dir: string;
  let store: Store;
  let leases: Collection<LeaseDoc>;
  let clock: number;
  let renewals: { renew: () => void; everyMs: number }[];
  const options = {
    ttlMs: TTL,
    now: () => clock,
    schedule: (renew: () => void, everyMs: number) => {
      const entry = { renew, everyMs };
      renewals.push(entry);
      return () => renewals.splice(renewals.indexOf(entry), 1);
    },
  };
  const take = () => acquireLease(leases, 'rebuild', options);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fk-lease-'));
    store = await createSqliteStore(dir);
    leases = store.collection<LeaseDoc>('settings');
  });
  beforeEach(async () => {
    await leases.deleteMany({});
    clock = Date.parse('2026-11-22T10:00:00Z');
    renewals = [];
  });
  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('has one holder at a time, and is free again once released', async () => {
    const [a, b] = await Promise.all([take(), take()]);
    expect([a, b].filter((l) => l !== null)).toHaveLength(1);
    const held = (a ?? b) as NonNullable<typeof a>;
    expect(await leases.findOne({ _id: 'rebuild' })).toEqual({
      _id: 'rebuild',
      holder: held.holder,
      expiresAt: '2026-11-22T10:01:00.000Z',
    });
    await held.release();
    expect(renewals).toEqual([]);
    expect(await take()).not.toBeNull();
  });

  it('is renewed every third of its time to live, so that a live holder keeps it', async () => {
    const held = await take();
    expect(renewals.map((r) => r.everyMs)).toEqual([TTL / 3]);
    clock += TTL - 1000;
    await held?.renew();
    clock += 2000;
    expect(await take()).toBeNull();
    held?.check();
  });

  it('is taken over once expired; the holder taken for dead finds it lost and frees nothing', async () => {
    const stalled = await take();
    clock += TTL;
    const next = await take();
    expect(next).not.toBeNull();
    await expect(stalled?.renew()).rejects.toBeInstanceOf(LeaseLostError);
    expect(() => stalled?.check()).toThrow(LeaseLostError);
    await stalled?.release();
    expect((await leases.findOne({ _id: 'rebuild' }))?.holder).toBe(next?.holder);
  });
});
