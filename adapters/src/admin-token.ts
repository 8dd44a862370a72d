import { timingSafeEqual } from 'node:crypto';

const BEARER = /^Bearer (.+)$/;

/** The admin token a request carries: `x-admin-token`, or `Authorization: Bearer …` as scrapers send it. */
export function adminTokenOf(header: (name: string) => string | string[] | undefined): string {
  const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  return single(header('x-admin-token')) || BEARER.exec(single(header('authorization')))?.[1] || '';
}

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether `given` is one of the admin tokens, compared in constant time. */
export const isAdminToken = (given: string, tokens: readonly string[]) =>
  given !== '' && tokens.some((token) => same(given, token));
