/**
 * Browser storage keys: the login token, recently viewed products, the compare list, the social
 * pop-up, the product form's drafts and the action started before a login (the closed alert bar
 * is a cookie: shell/alert-bar-cookie.ts).
 */
export const STORAGE_KEYS = {
  token: 'futterkompass.token',
  compareList: 'futterkompass.compareList',
  recentlyViewed: 'futterkompass.recentlyViewed',
  socialPopupDismissed: 'futterkompass.socialPopupDismissed',
  /** Product form drafts by product id ('neu' for a new product), kept until saved. */
  productDrafts: 'futterkompass.productDrafts',
  /** "Mein Tier" of a guest (a signed-in user's animals are kept on the account). */
  pets: 'futterkompass.pets',
  /** What a visitor started before logging in, done after it (accounts/pending-action.ts). */
  pendingAction: 'futterkompass.pendingAction',
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Storage can be unavailable (privacy modes) or hold foreign data: never let that break the page. */
export function readJson<T>(key: Key, fallback: T, valid: (value: unknown) => value is T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed: unknown = JSON.parse(raw);
    return valid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: Key, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the state lives on in memory.
  }
}

export function removeKey(key: Key): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // see writeJson
  }
}

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const isString = (value: unknown): value is string => typeof value === 'string';

export function readToken(): string | null {
  return readJson<string | null>(STORAGE_KEYS.token, null, (v): v is string => isString(v) && v.length > 0);
}
