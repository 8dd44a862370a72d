import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, errors, request } from 'undici';
import type { FeedPullConfig } from '../config';
import { isPublicAddress } from './public-address';

/** A feed could not be fetched; the message is German and shown to the merchant. */
export class FeedFetchError extends Error {
  override name = 'FeedFetchError';
  constructor(
    message: string,
    /** Worth another attempt (a timeout, a 5xx, a refused connection), not a 404 or a refused address. */
    readonly transient: boolean,
  ) {
    super(message);
  }
}

export interface FeedValidators {
  etag?: string;
  lastModified?: string;
}

export type FetchedFeed =
  | { status: 'unchanged' }
  | { status: 'fetched'; body: AsyncIterable<Buffer>; validators: FeedValidators };

export interface FeedFetchOptions {
  attempts?: number;
  /** Wait before retry n (1-based); tests pass 0. */
  retryDelayMs?(attempt: number): number;
  /** Called with each attempt's failure, for the run's report. */
  onRetry?(error: FeedFetchError, attempt: number): void;
}

const USER_AGENT = 'Futterkompass-Feedabruf/1.0 (+https://futterkompass.de)';
const MAX_REDIRECTS = 5;

/**
 * A DNS lookup that refuses non-public addresses: the check runs on the address the connection
 * will use, so a host name that resolves (or re-resolves) to a private address is refused too.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      const allowed = list.filter((a) => allowPrivate || isPublicAddress(a.address));
      if (allowed.length === 0) {
        const refused = Object.assign(new Error('private address'), { code: 'EFEEDPRIVATE' });
        return callback(refused, '', 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, allowed);
      const first = allowed[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

const PRIVATE_ADDRESS =
  'Die Feed-Adresse zeigt auf ein internes Netz; abgerufen werden nur öffentliche Adressen.';

/**
 * Whether a feed URL may be registered at all: http(s), no credentials, and (unless allowed) no
 * private address or localhost named in it; a name resolving to one is refused when fetched.
 * German reason or null.
 */
export function feedUrlProblem(
  url: string,
  { allowPrivate = true }: { allowPrivate?: boolean } = {},
): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Die Feed-Adresse ist keine gültige URL.';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return 'Die Feed-Adresse muss mit http:// oder https:// beginnen.';
  if (parsed.username || parsed.password) return 'Die Feed-Adresse darf keine Zugangsdaten enthalten.';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const named =
    host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && !isPublicAddress(host));
  if (!allowPrivate && named) return PRIVATE_ADDRESS;
  return null;
}

const causeCode = (error: unknown): string | undefined => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: string }).code;
    if (code) return code;
  }
  return undefined;
};

function explain(error: unknown, timeoutMs: number): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  const code = causeCode(error);
  if (code === 'EFEEDPRIVATE') return new FeedFetchError(PRIVATE_ADDRESS, false);
  if (
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) ||
    error instanceof errors.HeadersTimeoutError ||
    error instanceof errors.BodyTimeoutError
  )
    return new FeedFetchError(
      `Der Feed-Server hat nicht innerhalb von ${(timeoutMs / 1000).toLocaleString('de-DE')} s geantwortet.`,
      true,
    );
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new FeedFetchError('Der Name des Feed-Servers ist unbekannt.', code === 'EAI_AGAIN');
  return new FeedFetchError('Der Feed-Server ist nicht erreichbar.', true);
}

/** The body, refused once it grows past the limit. */
async function* limited(body: AsyncIterable<Buffer>, maxBytes: number): AsyncGenerator<Buffer> {
  let bytes = 0;
  for await (const chunk of body) {
    bytes += chunk.length;
    if (bytes > maxBytes)
      throw new FeedFetchError(`Der Feed ist größer als ${Math.round(maxBytes / 2 ** 20)} MB.`, false);
    yield chunk;
  }
}

/**
 * Fetches shop feeds: http(s) only, to public addresses only (unless allowed), with conditional
 * requests (ETag / If-Modified-Since), a timeout per attempt covering the whole body, a size limit
 * and retries of transient failures. Redirects are followed by hand so that each hop is checked.
 */
export function createFeedFetcher(config: Pick<FeedPullConfig, 'allowPrivate' | 'timeoutMs' | 'maxBytes'>) {
  const agent = new Agent({ connect: { lookup: guardedLookup(config.allowPrivate) } });

  async function once(url: string, validators: FeedValidators): Promise<FetchedFeed> {
    const signal = AbortSignal.timeout(config.timeoutMs);
    let target = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const problem = feedUrlProblem(target);
      if (problem) throw new FeedFetchError(problem, false);
      // An address in the URL is connected to without a lookup: it is checked here.
      const host = new URL(target).hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && !config.allowPrivate && !isPublicAddress(host))
        throw explain(
          Object.assign(new Error('private address'), { code: 'EFEEDPRIVATE' }),
          config.timeoutMs,
        );
      const headers: Record<string, string> = { 'user-agent': USER_AGENT, 'accept-encoding': 'identity' };
      if (validators.etag) headers['if-none-match'] = validators.etag;
      if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
      // undici's request follows no redirect by itself.
      const answer = await request(target, { dispatcher: agent, signal, headers });
      const header = (name: string) => {
        const value = answer.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      if (answer.statusCode === 304) {
        await answer.body.dump();
        return { status: 'unchanged' };
      }
      if (answer.statusCode >= 300 && answer.statusCode < 400 && header('location')) {
        await answer.body.dump();
        target = new URL(header('location') as string, target).toString();
        continue;
      }
      if (answer.statusCode !== 200) {
        await answer.body.dump();
        throw new FeedFetchError(
          `Der Feed-Server hat mit HTTP ${answer.statusCode} geantwortet.`,
          answer.statusCode >= 500 || answer.statusCode === 429 || answer.statusCode === 408,
        );
      }
      const length = Number(header('content-length'));
      if (length > config.maxBytes) {
        answer.body.destroy();
        throw new FeedFetchError(
          `Der Feed ist größer als ${Math.round(config.maxBytes / 2 ** 20)} MB.`,
          false,
        );
      }
      const etag = header('etag');
      const lastModified = header('last-modified');
      const body = answer.body as AsyncIterable<Buffer>;
      return {
        status: 'fetched',
        body: (async function* () {
          try {
            yield* limited(body, config.maxBytes);
          } catch (error) {
            throw explain(error, config.timeoutMs);
          }
        })(),
        validators: { ...(etag && { etag }), ...(lastModified && { lastModified }) },
      };
    }
    throw new FeedFetchError('Der Feed-Server leitet zu oft weiter.', false);
  }

  return {
    /**
     * Fetches up to the answer's start with retries; the body is read by the caller (a failure while
     * reading it is not retried here: the run fails and the next pull starts over).
     */
    async fetch(
      url: string,
      validators: FeedValidators,
      options: FeedFetchOptions = {},
    ): Promise<FetchedFeed> {
      const attempts = options.attempts ?? 3;
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(url, validators);
        } catch (caught) {
          const error = explain(caught, config.timeoutMs);
          if (!error.transient || attempt >= attempts) throw error;
          options.onRetry?.(error, attempt);
          await sleep(options.retryDelayMs?.(attempt) ?? 2000 * 2 ** (attempt - 1));
        }
      }
    },
    close: () => agent.close(),
  };
}

export type FeedFetcher = ReturnType<typeof createFeedFetcher>;
