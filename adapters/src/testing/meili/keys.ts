import { createHmac, randomUUID } from 'node:crypto';
import { invalid, isObject, isStringArray, type Refusal } from './refusal';
import { matchesPattern } from './settings';

export interface StandInKey {
  uid: string;
  key: string;
  name: string | null;
  description: string | null;
  actions: string[];
  indexes: string[];
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Meilisearch's API key actions (a selection: what the portal's keys name and the `*` forms). */
const ACTIONS = new Set([
  '*',
  'search',
  'documents.*',
  'documents.add',
  'documents.get',
  'documents.delete',
  'indexes.*',
  'indexes.create',
  'indexes.get',
  'indexes.update',
  'indexes.delete',
  'indexes.swap',
  'tasks.*',
  'tasks.get',
  'tasks.cancel',
  'tasks.delete',
  'settings.*',
  'settings.get',
  'settings.update',
  'stats.*',
  'stats.get',
  'version',
  'keys.get',
  'keys.create',
  'keys.update',
  'keys.delete',
]);

const refusedKey: Refusal = {
  status: 403,
  code: 'invalid_api_key',
  type: 'auth',
  message: 'The provided API key is invalid.',
};

/**
 * API keys as Meilisearch keeps them: made with the master key, each limited to actions and index
 * patterns; its value is derived from its uid and the master key.
 */
export function createKeyRing(masterKey: string | undefined, now: () => string) {
  const keys = new Map<string, StandInKey>();
  const allows = (key: StandInKey, action: string) =>
    key.actions.some(
      (a) => a === '*' || a === action || (a.endsWith('.*') && action.startsWith(a.slice(0, -1))),
    );
  return {
    keys,
    create(body: unknown): StandInKey | Refusal {
      if (!isObject(body)) return invalid('bad_request', 'The body must be an object.');
      if (!isStringArray(body.actions) || body.actions.some((a) => !ACTIONS.has(a)))
        return invalid(
          'invalid_api_key_actions',
          `Unknown value in \`.actions\`: ${JSON.stringify(body.actions)}`,
        );
      if (!isStringArray(body.indexes))
        return invalid(
          'invalid_api_key_indexes',
          'Invalid value type at `.indexes`: expected an array of strings.',
        );
      if (body.expiresAt !== null && typeof body.expiresAt !== 'string')
        return invalid(
          'invalid_api_key_expires_at',
          'Missing field `expiresAt` (null for a key that never expires).',
        );
      const uid = typeof body.uid === 'string' ? body.uid : randomUUID();
      const key: StandInKey = {
        uid,
        key: createHmac('sha256', masterKey ?? '')
          .update(uid)
          .digest('hex'),
        name: typeof body.name === 'string' ? body.name : null,
        description: typeof body.description === 'string' ? body.description : null,
        actions: body.actions,
        indexes: body.indexes,
        expiresAt: body.expiresAt,
        createdAt: now(),
        updatedAt: now(),
      };
      keys.set(key.key, key);
      return key;
    },
    /**
     * Whether the Authorization header may do `action` on every one of `indexes`; the master key
     * may do anything, keys only what they were made for (the keys routes need the master key).
     */
    authorize(authorization: string | undefined, action: string, indexes: readonly string[]): Refusal | null {
      if (!masterKey) return null;
      if (!authorization)
        return {
          status: 401,
          code: 'missing_authorization_header',
          type: 'auth',
          message: 'The Authorization header is missing. It must use the bearer authorization method.',
        };
      const token = authorization.replace(/^Bearer /, '');
      if (token === masterKey) return null;
      const key = keys.get(token);
      if (!key || action.startsWith('keys.') || !allows(key, action)) return refusedKey;
      if (key.expiresAt && Date.parse(key.expiresAt) < Date.parse(now())) return refusedKey;
      const reaches = (uid: string) =>
        key.indexes.some((pattern) => pattern === '*' || matchesPattern(pattern, uid));
      return indexes.every(reaches) ? null : refusedKey;
    },
  };
}

/** The action and indexes an API key needs for a request (Meilisearch's key actions). */
export function requiredPermission(
  method: string,
  parts: string[],
  body: unknown,
): { action: string; indexes: string[] } {
  const [root, uid, sub, action] = parts;
  if (root === 'multi-search') {
    const queries = isObject(body) && Array.isArray(body.queries) ? body.queries : [];
    return { action: 'search', indexes: queries.map((q) => String((q as { indexUid?: unknown }).indexUid)) };
  }
  if (root === 'swap-indexes')
    return {
      action: 'indexes.swap',
      indexes: (Array.isArray(body) ? body : []).flatMap((s) => (s as { indexes?: string[] }).indexes ?? []),
    };
  if (root === 'keys') return { action: method === 'GET' ? 'keys.get' : 'keys.create', indexes: [] };
  if (root === 'version') return { action: 'version', indexes: [] };
  if (root !== 'indexes') return { action: 'tasks.get', indexes: [] };
  if (!uid)
    return method === 'GET'
      ? { action: 'indexes.get', indexes: [] }
      : { action: 'indexes.create', indexes: [String((body as { uid?: unknown } | undefined)?.uid)] };
  const on = (name: string) => ({ action: name, indexes: [uid] });
  if (!sub) return on(method === 'DELETE' ? 'indexes.delete' : 'indexes.get');
  if (sub === 'stats') return on('stats.get');
  if (sub === 'settings') return on(method === 'GET' ? 'settings.get' : 'settings.update');
  if (method === 'GET' || action === 'fetch') return on('documents.get');
  return on(action === 'delete-batch' ? 'documents.delete' : 'documents.add');
}
