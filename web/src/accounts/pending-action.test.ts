import { describe, expect, it } from 'vitest';
import {
  claimPending,
  PENDING_TTL_MS,
  type PendingRecord,
  pendingFor,
  readPending,
  type StartedAction,
  startPending,
} from './pending-action';

const NOW = 1_800_000_000_000;
const heart: StartedAction = { kind: 'favorite', productId: 'p1', data: { listType: 'favorites' } };
const review: StartedAction = {
  kind: 'review',
  productId: 'p1',
  data: { rating: 4, text: 'Gern gefressen' },
};
const stored = (patch: Record<string, unknown> = {}) =>
  ({ ...startPending(heart, '/hund/nassfutter?currentPage=2', NOW - 1000), ...patch }) as PendingRecord;

describe('starting an action before the login', () => {
  it('returns to the very address for a heart, to the entry point for the forms', () => {
    expect(startPending(heart, '/hund/nassfutter?currentPage=2', NOW)).toEqual({
      ...heart,
      returnTo: '/hund/nassfutter?currentPage=2',
      createdAt: NOW,
    });
    expect(startPending(review, '/produkte/x?shipping=1#preisvergleich', NOW).returnTo).toBe(
      '/produkte/x?shipping=1#bewertung-schreiben',
    );
    expect(
      startPending({ kind: 'binder-vote', productId: 'p1', data: { vote: true } }, '/produkte/x', NOW)
        .returnTo,
    ).toBe('/produkte/x#bindemittel');
  });
});

describe('reading the stored action back', () => {
  it('takes a fresh record of a known kind', () => {
    expect(readPending(stored(), NOW)).toEqual(stored());
    expect(readPending(stored({ createdAt: NOW - PENDING_TTL_MS }), NOW)).not.toBeNull();
  });

  it('forgets an expired record, and one from the future', () => {
    expect(readPending(stored({ createdAt: NOW - PENDING_TTL_MS - 1 }), NOW)).toBeNull();
    expect(readPending(stored({ createdAt: NOW + 60_000 }), NOW)).toBeNull();
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'produkte/x',
    '',
  ])('refuses a tampered return address (%j): only paths of this site', (returnTo) => {
    expect(readPending(stored({ returnTo }), NOW)).toBeNull();
  });

  it.each([
    ['no record', null],
    ['text', 'favorite'],
    ['an unknown kind', { kind: 'delete-account' }],
    ['a kind from the prototype', { kind: 'toString' }],
    ['no product', { productId: '' }],
    ['a list that does not exist', { data: { listType: 'admins' } }],
    ['review data for a heart', { data: { rating: 5, text: '' } }],
    ['a username that is no text', { username: 7 }],
  ])('refuses a damaged record (%s)', (_, patch) => {
    const raw = patch === null || typeof patch === 'string' ? patch : stored(patch);
    expect(readPending(raw, NOW)).toBeNull();
  });

  it('refuses review data out of bounds', () => {
    const base = startPending(review, '/produkte/x', NOW);
    expect(readPending({ ...base, data: { rating: 6, text: '' } }, NOW)).toBeNull();
    expect(readPending({ ...base, data: { rating: 3, text: 'x'.repeat(3001) } }, NOW)).toBeNull();
    expect(readPending(base, NOW)).toEqual(base);
  });
});

describe('whose action it is', () => {
  it('binds an unclaimed action to the user who logs in or registers', () => {
    expect(claimPending(stored(), 'Anna')).toEqual({ ...stored(), username: 'Anna' });
  });

  it('keeps a claimed action for its user (regardless of case) and refuses it to another', () => {
    const anna = stored({ username: 'Anna' });
    expect(claimPending(anna, 'anna')?.username).toBe('anna');
    expect(claimPending(anna, 'Ben')).toBeNull();
  });

  it('gives the page the action only of its kind, product and signed-in user', () => {
    const anna = readPending(stored({ username: 'Anna' }), NOW);
    expect(pendingFor(anna, 'favorite', 'Anna')?.data).toEqual({ listType: 'favorites' });
    expect(pendingFor(anna, 'favorite', 'ANNA', 'p1')).not.toBeNull();
    expect(pendingFor(anna, 'favorite', 'Ben')).toBeNull();
    expect(pendingFor(anna, 'favorite', 'Anna', 'p2')).toBeNull();
    expect(pendingFor(anna, 'review', 'Anna')).toBeNull();
    // Not yet claimed by a login: nobody's to do.
    expect(pendingFor(stored(), 'favorite', 'Anna')).toBeNull();
    expect(pendingFor(null, 'favorite', 'Anna')).toBeNull();
  });
});
