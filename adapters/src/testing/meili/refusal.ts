/** A request Meilisearch refuses: its HTTP status, documented error code and type. */
export interface Refusal {
  status: number;
  code: string;
  type: 'invalid_request' | 'auth' | 'internal' | 'system';
  message: string;
}

/** A 400 with one of Meilisearch's `invalid_*` codes (or `bad_request` for unknown fields). */
export const invalid = (code: string, message: string): Refusal => ({
  status: 400,
  code,
  type: 'invalid_request',
  message,
});

/** Meilisearch's error body for a refusal. */
export const errorBody = (refusal: Refusal) => ({
  message: refusal.message,
  code: refusal.code,
  type: refusal.type,
  link: `https://docs.meilisearch.com/errors#${refusal.code}`,
});

/** How deserr names a JSON value's kind in its messages. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'boolean') return 'a boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'a positive integer' : 'a number';
  return typeof value;
}

/** deserr's message for a value of the wrong kind at a location such as `.stopWords`. */
export const wrongType = (at: string, expected: string, value: unknown) =>
  `Invalid value type at \`${at}\`: expected ${expected}, but found ${kindOf(value)}: \`${JSON.stringify(value)}\``;

/** deserr's message for a field it does not know. */
export const unknownField = (field: string, at: string, known: readonly string[]) =>
  `Unknown field \`${field}\`${at ? ` inside \`${at}\`` : ''}: expected one of ${known.map((k) => `\`${k}\``).join(', ')}`;

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
