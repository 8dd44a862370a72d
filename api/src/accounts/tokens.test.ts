import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLLECTIONS, createSqliteStore, type Store } from '@futterkompass/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOneTimeTokens, ONE_TIME_TTL_MS } from './one-time-tokens';
import { createSessions, SESSION_TTL_MS, SESSIONS_PER_USER } from './sessions';

describe('sessions and one-time tokens', () => {
  let dir: string;
  let store: Store;
  let clock = new Date('2026-01-01T00:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fk-tokens-'));
    store = await createSqliteStore(dir);
    await store
      .collection<{ _id: string; username: string; status: string }>(COLLECTIONS.users)
      .insert({ _id: 'a'.repeat(24), username: 'u', status: 'active' });
  });
  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('ends a session at its expiry, but a clock set forward and back again deletes none', async () => {
    clock = new Date('2026-01-01T00:00:00Z');
    const sessions = createSessions(store, now);
    const token = await sessions.open('a'.repeat(24));
    expect((await sessions.resolve(token))?.user.username).toBe('u');
    // The clock jumps 40 days ahead: the session is refused, and another sign-in meanwhile...
    clock = new Date(clock.getTime() + 40 * 24 * 3600_000);
    expect(await sessions.resolve(token)).toBeNull();
    const during = await sessions.open('a'.repeat(24));
    expect(await store.collection(COLLECTIONS.sessions).count({ userId: 'a'.repeat(24) })).toBe(2);
    // ...and set right again: the first session counts again, it has not expired by its own time.
    clock = new Date('2026-01-02T00:00:00Z');
    expect((await sessions.resolve(token))?.user.username).toBe('u');
    expect(await sessions.resolve(during)).not.toBeNull();
    clock = new Date(new Date('2026-01-01T00:00:00Z').getTime() + SESSION_TTL_MS + 1);
    expect(await sessions.resolve(token)).toBeNull();
    await sessions.closeAll('a'.repeat(24));
  });

  it("keeps a user's newest sessions only, the oldest going first", async () => {
    clock = new Date('2026-01-01T00:00:00Z');
    const sessions = createSessions(store, now);
    const tokens: string[] = [];
    for (let i = 0; i <= SESSIONS_PER_USER; i++) {
      clock = new Date(clock.getTime() + 1000);
      tokens.push(await sessions.open('a'.repeat(24)));
    }
    expect(await store.collection(COLLECTIONS.sessions).count({ userId: 'a'.repeat(24) })).toBe(
      SESSIONS_PER_USER,
    );
    expect(await sessions.resolve(tokens[0])).toBeNull();
    expect(await sessions.resolve(tokens[1])).not.toBeNull();
    await sessions.closeAll('a'.repeat(24));
  });

  it('gives a link token once, only for its kind and before it expires; a new one replaces the old', async () => {
    clock = new Date('2026-01-01T00:00:00Z');
    const tokens = createOneTimeTokens(store, now);
    const user = 'a'.repeat(24);
    const first = await tokens.issue(user, 'reset-password');
    expect(await tokens.consume(first, 'verify-email')).toBeNull();
    const second = await tokens.issue(user, 'reset-password');
    expect(await tokens.consume(first, 'reset-password')).toBeNull();
    const [a, b] = await Promise.all([
      tokens.consume(second, 'reset-password'),
      tokens.consume(second, 'reset-password'),
    ]);
    expect([a, b].filter(Boolean)).toEqual([{ userId: user }]);

    const late = await tokens.issue(user, 'verify-email');
    clock = new Date(clock.getTime() + ONE_TIME_TTL_MS['verify-email'] + 1);
    expect(await tokens.consume(late, 'verify-email')).toBeNull();
  });
});
