import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLLECTIONS, createSqliteStore, ensureIndexes, type Store } from '@futterkompass/adapters';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CLICK_ADDRESS_LIMIT,
  CLICK_ADDRESS_WINDOW_MS,
  CLICK_REPEAT_WINDOW_MS,
  CLICK_SALT_ID,
  createVisitorKeys,
} from './visitor-key';

const visitor = { address: '203.0.113.7', userAgent: 'Mozilla/5.0', offerId: '111111111111111111111111' };

describe('visitor keys of click-outs', () => {
  let dir: string;
  let store: Store;
  let clock: Date;
  const now = () => clock;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fk-visitors-'));
    store = await createSqliteStore(dir);
    await ensureIndexes(store);
    clock = new Date('2026-11-26T10:00:00.000Z');
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('counts a visitor once per offer within the window, and again after it', async () => {
    const keys = createVisitorKeys(store, now);
    expect(await keys.firstInWindow(visitor)).toBe(true);
    clock = new Date(clock.getTime() + CLICK_REPEAT_WINDOW_MS - 1000);
    expect(await keys.firstInWindow(visitor)).toBe(false);
    expect(await keys.firstInWindow({ ...visitor, offerId: '222222222222222222222222' })).toBe(true);
    expect(await keys.firstInWindow({ ...visitor, address: '198.51.100.4' })).toBe(true);
    clock = new Date(clock.getTime() + 2000);
    expect(await keys.firstInWindow(visitor)).toBe(true);
    // Keys whose window is over are gone: nothing outlives the window.
    clock = new Date(clock.getTime() + CLICK_REPEAT_WINDOW_MS + 1000);
    await keys.firstInWindow({ ...visitor, offerId: '333333333333333333333333' });
    expect(await store.collection(COLLECTIONS.clickVisitors).count()).toBe(1);
  });

  it('rotates the salt with the Berlin day: the same visitor gets another key, the old salt is gone', async () => {
    const keys = createVisitorKeys(store, now);
    const salts = store.collection<{ _id: string; day: string; salt: string }>(COLLECTIONS.settings);
    const first = await keys.keyOf(visitor);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toContain(visitor.address);
    const monday = await salts.findOne({ _id: CLICK_SALT_ID });
    expect(monday?.day).toBe('2026-11-26');
    // 23:30 UTC is already the next day in Berlin (UTC+1).
    clock = new Date('2026-11-26T23:30:00.000Z');
    const second = await keys.keyOf(visitor);
    expect(second).not.toBe(first);
    const tuesday = await salts.findOne({ _id: CLICK_SALT_ID });
    expect(tuesday?.day).toBe('2026-11-27');
    expect(tuesday?.salt).not.toBe(monday?.salt);
    expect(JSON.stringify(await salts.find())).not.toContain(monday?.salt);
    // Another replica (a second instance over the same store) computes the same key on the same day.
    expect(await createVisitorKeys(store, now).keyOf(visitor)).toBe(second);
  });

  it('lets a repeat across midnight count again (the key of the new day is another)', async () => {
    const keys = createVisitorKeys(store, now);
    clock = new Date('2026-11-26T22:50:00.000Z');
    expect(await keys.firstInWindow(visitor)).toBe(true);
    clock = new Date('2026-11-26T23:05:00.000Z');
    expect(await keys.firstInWindow(visitor)).toBe(true);
  });

  it('lets an address earn its limit of counted clicks per window, concurrent ones included', async () => {
    const keys = createVisitorKeys(store, now);
    const taken = await Promise.all(
      Array.from({ length: CLICK_ADDRESS_LIMIT + 5 }, () => keys.addressWithinLimit(visitor.address)),
    );
    expect(taken.filter(Boolean)).toHaveLength(CLICK_ADDRESS_LIMIT);
    expect(await keys.addressWithinLimit('198.51.100.4')).toBe(true);
    clock = new Date(clock.getTime() + CLICK_ADDRESS_WINDOW_MS - 1000);
    expect(await keys.addressWithinLimit(visitor.address)).toBe(false);
    clock = new Date(clock.getTime() + 1000);
    expect(await keys.addressWithinLimit(visitor.address)).toBe(true);
    // Nothing of the address is stored in the clear.
    expect(JSON.stringify(await store.collection(COLLECTIONS.clickVisitors).find())).not.toContain(
      '203.0.113',
    );
  });
});
