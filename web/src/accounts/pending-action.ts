import { accountKey, BINDER_SECTION, LIST_TYPES, type ListType } from '@futterkompass/domain';

/**
 * What a signed-out visitor started before logging in or registering, kept in the browser until
 * the login, then done on the page they came from. Pure rules here; login-return.ts keeps the
 * record in storage (the registration's mailed link opens a new tab, so history state would not
 * reach it).
 */

/** A started action older than this is forgotten: registration and its mailed link fit in it. */
export const PENDING_TTL_MS = 60 * 60 * 1000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The entry points, one table: each kind's data, checked when read back from storage, and the
 * element (its id) the visitor returns to, scrolled into view (null: the very place they left).
 */
export const ENTRY_POINTS = {
  'price-alert': {
    anchor: 'preisalarm',
    valid: (d: unknown): d is { target: string } =>
      isRecord(d) && typeof d.target === 'string' && d.target.length <= 20,
  },
  favorite: {
    anchor: null,
    valid: (d: unknown): d is { listType: ListType } =>
      isRecord(d) && (LIST_TYPES as readonly unknown[]).includes(d.listType),
  },
  review: {
    anchor: 'bewertung-schreiben',
    valid: (d: unknown): d is { rating: number; text: string } =>
      isRecord(d) &&
      Number.isInteger(d.rating) &&
      (d.rating as number) >= 0 &&
      (d.rating as number) <= 5 &&
      typeof d.text === 'string' &&
      d.text.length <= 3000,
  },
  'binder-vote': {
    anchor: BINDER_SECTION.id,
    valid: (d: unknown): d is { vote: boolean | null } =>
      isRecord(d) && (typeof d.vote === 'boolean' || d.vote === null),
  },
} as const;

export type PendingKind = keyof typeof ENTRY_POINTS;
export type PendingData<K extends PendingKind> = (typeof ENTRY_POINTS)[K]['valid'] extends (
  d: unknown,
) => d is infer D
  ? D
  : never;

/** An action as its entry point starts it. */
export type StartedAction = {
  [K in PendingKind]: { kind: K; productId: string; data: PendingData<K> };
}[PendingKind];

/** The stored record: the action, where to return, when it was started and, once known, for whom. */
export type PendingRecord = StartedAction & { returnTo: string; createdAt: number; username?: string };

/** Only an address of this site: a stored address must not lead elsewhere (no open redirect). */
export const ownAddress = (to: unknown): to is string =>
  typeof to === 'string' &&
  to.startsWith('/') &&
  !to.startsWith('//') &&
  !to.startsWith('/\\') &&
  // Control characters (a tab or newline inside "/\t/evil") are dropped by URL parsers.
  ![...to].some((c) => c.charCodeAt(0) < 32);

/** The record for an action started on the page at `address` (path, query, hash). */
export function startPending(action: StartedAction, address: string, now: number): PendingRecord {
  const { anchor } = ENTRY_POINTS[action.kind];
  const path = anchor ? `${address.split('#')[0]}#${anchor}` : address;
  return { ...action, returnTo: path, createdAt: now };
}

/** A stored record if it is one, of a known kind, to this site, and not expired; else null. */
export function readPending(raw: unknown, now: number): PendingRecord | null {
  if (!isRecord(raw) || typeof raw.kind !== 'string' || !Object.hasOwn(ENTRY_POINTS, raw.kind)) return null;
  const entry = ENTRY_POINTS[raw.kind as PendingKind];
  const { productId, createdAt, username, returnTo, data } = raw;
  if (typeof productId !== 'string' || !productId || !entry.valid(data) || !ownAddress(returnTo)) return null;
  if (typeof createdAt !== 'number' || createdAt > now || now - createdAt > PENDING_TTL_MS) return null;
  if (username !== undefined && typeof username !== 'string') return null;
  return raw as PendingRecord;
}

/**
 * The record, now bound to the user who signed in or registered (usernames are one account
 * regardless of case); null if it is another user's.
 */
export function claimPending(record: PendingRecord, username: string): PendingRecord | null {
  if (record.username !== undefined && accountKey(record.username) !== accountKey(username)) return null;
  return { ...record, username };
}

/** The record's action if it is of this kind (and product) and this signed-in user's; else null. */
export function pendingFor<K extends PendingKind>(
  record: PendingRecord | null,
  kind: K,
  username: string,
  productId?: string,
): (PendingRecord & { kind: K; data: PendingData<K> }) | null {
  if (!record || record.kind !== kind || record.username === undefined) return null;
  if (accountKey(record.username) !== accountKey(username)) return null;
  if (productId !== undefined && record.productId !== productId) return null;
  return record as PendingRecord & { kind: K; data: PendingData<K> };
}
