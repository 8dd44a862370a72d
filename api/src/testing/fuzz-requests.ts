import { ROUTES } from '@futterkompass/domain';
import { createRng, type Rng } from '@futterkompass/indexer';
import { STAND_IN_ASSET } from './stand-in-web';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const API_CALLS: readonly [string, string][] = [
  ['POST', '/api/filter-products'],
  ['GET', '/api/filters'],
  ['GET', '/api/search-products'],
  ['GET', '/api/alert-bar'],
  ['GET', '/api/health'],
  ['POST', '/api/admin/reindex'],
  ['POST', '/api/admin/users/role'],
  ['POST', '/api/admin/users/block'],
  ['GET', '/api/user-from-token'],
  ['POST', '/api/delete-user'],
  ['GET', '/api/product-lists'],
  ['GET', '/api/favorite-products'],
  ['POST', '/api/lists-update'],
  ['POST', '/api/delete-from-list'],
  ['POST', '/auth/register'],
  ['POST', '/auth/verify-email'],
  ['POST', '/auth/login'],
  ['POST', '/auth/logout'],
  ['POST', '/auth/send-verify-link'],
  ['POST', '/auth/create-reset-password-link'],
  ['POST', '/auth/reset-password'],
  ['POST', '/auth/update-email'],
  ['POST', '/auth/update-password'],
  ['POST', '/auth/verify-recaptcha'],
  ['GET', '/api/config'],
  ['GET', '/api/product'],
  ['POST', '/api/homepage-products'],
  ['POST', '/api/compare-list'],
  ['POST', '/api/new-review'],
  ['POST', '/api/new-binder-vote'],
  ['POST', '/api/report-product'],
  ['POST', '/api/report-review'],
  ['POST', '/api/contact-brand'],
  ['POST', '/api/send-mail'],
  ['GET', '/api/consultant-filters'],
  ['POST', '/api/consultants'],
  ['GET', '/api/posts'],
  ['GET', '/api/post/0123456789abcdef01234567'],
  ['GET', '/api/post/0123456789abcdef01234567/file'],
  ['POST', '/api/admin/posts'],
  ['POST', '/api/admin/offers'],
  ['GET', '/api/price-history'],
  ['GET', '/api/price-alerts'],
  ['POST', '/api/price-alerts'],
  ['DELETE', '/api/price-alerts/0123456789abcdef01234567'],
  ['GET', '/api/b2b/feeds'],
  ['POST', '/api/b2b/feeds'],
  ['PATCH', '/api/b2b/feeds/0123456789abcdef01234567'],
  ['DELETE', '/api/b2b/feeds/0123456789abcdef01234567'],
  ['POST', '/api/b2b/feeds/0123456789abcdef01234567/pull'],
  ['GET', '/api/b2b/feeds/0123456789abcdef01234567/runs'],
  ['GET', '/api/b2b/offers'],
  ['GET', '/api/admin/feed-review'],
  ['POST', '/api/admin/feed-review/0123456789abcdef01234567/assign'],
  ['GET', '/api/admin/feed-review/mappings'],
  ['DELETE', '/api/admin/feed-review/mappings/0123456789abcdef01234567'],
  ['GET', '/api/admin/review-reports'],
  ['POST', '/api/admin/review-reports/0123456789abcdef01234567/keep'],
  ['POST', '/api/admin/review-reports/0123456789abcdef01234567/remove'],
  ['GET', '/api/admin/products'],
  ['POST', '/api/admin/products'],
  ['PUT', '/api/admin/products/0123456789abcdef01234567'],
  ['GET', '/api/admin/brands'],
  ['POST', '/api/admin/brands'],
  ['POST', '/api/admin/images'],
  ['DELETE', '/api/admin/images'],
  ['PUT', '/api/admin/alert-bar'],
  ['DELETE', '/api/admin/alert-bar'],
  ['POST', '/api/admin/backup'],
  ['POST', '/api/admin/merchants/link-domains'],
  ['POST', '/api/admin/merchants/logo'],
  ['GET', '/metrics'],
];

/** Body fields of the account and list calls. */
const FORM_KEYS = [
  'username',
  'email',
  'confirmEmail',
  'password',
  'confirmPassword',
  'acceptPrivacy',
  'token',
  'newPassword',
  'newPasswordConfirm',
  'oldPassword',
  'newEmail',
  'userId',
  'user',
  'product',
  'listType',
  'productId',
  'captchaToken',
  'role',
  'blocked',
  'name',
  'topic',
  'message',
  'filters',
  'targetUnitPrice',
  'shipping',
  'animals',
  'type1',
  'type2',
  'series',
  'brand',
  'proteins',
  'size1',
  'rev',
  'imageFront',
];

const PATHS = [
  ...API_CALLS.map(([, p]) => p),
  ...Object.values(ROUTES),
  '/produkte/royal-canin-mini-adult',
  '/files/tipp-der-woche-1.pdf',
  STAND_IN_ASSET,
  '/assets/fehlt-9999.js',
  '/api/unbekannt',
  '/unbekannt',
];

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE'];

/** Paths that try to leave their folder or break the URL decoder. */
const HOSTILE_PATHS = [
  '/files/a%ZZ',
  '/files/%',
  '/files/..%2f..%2fpackage.json',
  '/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/files/..',
  '/assets/../../package.json',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/assets/a%ZZ',
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/produkte/%E0%A4%A',
  '/produkte/%00',
  '/api/%ZZ',
  '/api/filter-products/..%5c..%5c',
  `/${'/'.repeat(8000)}x`,
  `/produkte${'/'.repeat(5000)}`,
  '/\\..\\..\\windows\\win.ini',
];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const OPERATORS = ['$gt', '$ne', '$where', '$regex', '$expr', '$function', '$in'];
const FILTER_KEYS = [
  'animals',
  'type1',
  'brand',
  'sortBy',
  'page',
  'searchQuery',
  'priceMin',
  'proteinsMax',
  'animal',
  'ageGroup',
  'foodType',
];

function nested(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

/** A JSON value of a wrong or hostile kind. */
function hostileValue(rng: Rng): unknown {
  switch (rng.int(0, 9)) {
    case 0:
      return { [rng.pick(OPERATORS)]: rng.pick(['', 1, 'function(){return true}', ['a']]) };
    case 1:
      return JSON.parse(`{"${rng.pick(PROTO_KEYS)}": {"polluted": "ja"}}`);
    case 2:
      return 'x'.repeat(rng.int(201, 5000));
    case 3:
      return nested(rng.int(2, 40), 1, rng.chance(0.5));
    case 4:
      return Array.from({ length: rng.int(101, 400) }, (_, i) => i);
    case 5:
      return rng.pick([Number.MAX_SAFE_INTEGER, -1, 1e308, -0, 0.1]);
    case 6:
      return rng.pick([null, true, false, [], {}]);
    case 7:
      return rng.pick(['ä\u0000ö', '\uD800', '<script>alert(1)</script>', "'; DROP TABLE products; --"]);
    case 8:
      return Object.fromEntries(Array.from({ length: rng.int(61, 120) }, (_, i) => [`k${i}`, i]));
    default:
      return rng.pick(['Hund', 'Nassfutter', 'priceAsc', 3]);
  }
}

function jsonBody(rng: Rng): string {
  switch (rng.int(0, 6)) {
    case 0:
      return JSON.stringify(hostileValue(rng));
    case 1:
      return JSON.stringify({ filters: hostileValue(rng), initial: hostileValue(rng) });
    case 2:
      return JSON.stringify({
        filters: Object.fromEntries(
          Array.from({ length: rng.int(1, 6) }, () => [
            rng.chance(0.3) ? rng.pick(PROTO_KEYS) : rng.pick(FILTER_KEYS),
            hostileValue(rng),
          ]),
        ),
      });
    case 3:
      // Deeper than any JSON parser should follow: body-parser or the validator must refuse it.
      return `${'['.repeat(rng.int(1000, 30_000))}${']'.repeat(rng.int(0, 10))}`;
    case 4:
      return rng.chance(0.3)
        ? JSON.stringify({ filters: { searchQuery: 'x'.repeat(150_000) } })
        : rng.pick(['{', '{"filters":', 'null', '"text"', '{"filters":{}}garbage', '']);
    case 5:
      return rng.chance(0.2)
        ? JSON.stringify({ dryRun: hostileValue(rng) })
        : JSON.stringify(
            Object.fromEntries(
              Array.from({ length: rng.int(1, 6) }, () => [
                rng.chance(0.2) ? rng.pick(PROTO_KEYS) : rng.pick(FORM_KEYS),
                rng.chance(0.5) ? hostileValue(rng) : rng.pick(['demo', 'favorites', 'geheim123', '']),
              ]),
            ),
          );
    default:
      return JSON.stringify({ filters: { animals: 'Hund', page: rng.int(-5, 5000) } });
  }
}

function hostileQuery(rng: Rng): string {
  const parts = Array.from({ length: rng.int(0, 4) }, () =>
    rng.pick([
      `query=${encodeURIComponent('x'.repeat(rng.int(0, 400)))}`,
      'query=%ZZ',
      'query[]=a&query[]=b',
      'query[$gt]=',
      '__proto__[polluted]=ja',
      'constructor[prototype][polluted]=ja',
      `${'a['.repeat(50)}]=1`,
      'query=Rind%20Pute',
      'url=gibt-es-nicht',
      `url=${'x'.repeat(rng.int(0, 600))}`,
      'product=0123456789abcdef01234567',
      `q=${'%'.repeat(rng.int(1, 30))}`,
    ]),
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

function headersFor(
  rng: Rng,
  body: Buffer | undefined,
  adminToken: string,
  sessionToken: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (body !== undefined) {
    headers['content-type'] = rng.pick([
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/json; charset=gibtsnicht',
      'text/plain',
      'text/csv',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-8; foo',
    ]);
    if (rng.chance(0.25))
      headers['content-encoding'] = rng.pick(['gzip', 'deflate', 'br', 'x-unbekannt', 'gzip, gzip']);
  }
  if (rng.chance(0.2)) headers['x-admin-token'] = rng.pick(['', 'falsch', 'a'.repeat(2000), '\u00e4']);
  else if (rng.chance(0.03)) headers['x-admin-token'] = adminToken;
  if (rng.chance(0.3))
    headers.token = rng.chance(0.5) ? sessionToken : rng.pick(['', 'x', 'a'.repeat(5000), '\u00e4']);
  if (rng.chance(0.1)) headers.accept = rng.pick(['application/json', '*/*', 'text/html', 'gibt/es-nicht']);
  if (rng.chance(0.1)) headers.range = rng.pick(['bytes=0-10', 'bytes=99999999-', 'bytes=x']);
  return headers;
}

function invalidUtf8(): Buffer {
  return Buffer.concat([
    Buffer.from('{"filters":{"brand":"'),
    Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
    Buffer.from('"}}'),
  ]);
}

/**
 * `count` requests over every route, the same ones for the same seed; a few carry the admin token,
 * some a signed-in user's session token.
 */
export function fuzzRequests(
  seed: number,
  count: number,
  adminToken: string,
  sessionToken: string,
): FuzzRequest[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => {
    const call = rng.chance(0.6) ? rng.pick(API_CALLS) : null;
    const method = call && rng.chance(0.7) ? call[0] : rng.pick(METHODS);
    const base = call ? call[1] : rng.chance(0.4) ? rng.pick(HOSTILE_PATHS) : rng.pick(PATHS);
    const path = `${base}${rng.chance(0.4) ? hostileQuery(rng) : ''}`;
    const withBody = method !== 'GET' && method !== 'HEAD' && rng.chance(0.85);
    const body = withBody ? (rng.chance(0.05) ? invalidUtf8() : Buffer.from(jsonBody(rng))) : undefined;
    return {
      method,
      path,
      headers: headersFor(rng, body, adminToken, sessionToken),
      ...(body && { body }),
    };
  });
}
