import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, errors, request } from 'undici';
import type { FeedPullConfig } from '../config';
import { FeedFetchError } from './fetch-errors';
import { isPublicAddress } from './public-address';
import { type SpooledFile, spoolBody } from './spool';

export interface FeedValidators {
  etag?: string;
  lastModified?: string;
}

/** A fetched feed: its body unpacked in a temporary file (removed by `dispose`), and its charset if the server named one. */
export type FetchedFeed =
  | { status: 'unchanged' }
  | ({ status: 'fetched'; validators: FeedValidators; charset?: string } & SpooledFile);

export interface FeedFetchOptions {
  attempts?: number;
  /** Wait before retry n (1-based); tests pass 0. */
  retryDelayMs?(attempt: number): number;
  /** Called with each attempt's failure, for the run's report. */
  onRetry?(error: FeedFetchError, attempt: number): void;
}

/** Why a pull's own timer aborted it: no answer within its time, or a download that took too long. */
class FeedDeadline extends Error {
  constructor(readonly phase: 'answer' | 'download') {
    super(phase);
  }
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

const seconds = (ms: number) => (ms / 1000).toLocaleString('de-DE');

function explain(
  error: unknown,
  { timeoutMs, downloadMs }: Pick<FeedPullConfig, 'timeoutMs' | 'downloadMs'>,
) {
  if (error instanceof FeedFetchError) return error;
  const code = causeCode(error);
  if (code === 'EFEEDPRIVATE') return new FeedFetchError(PRIVATE_ADDRESS, false);
  if (error instanceof FeedDeadline && error.phase === 'download')
    return new FeedFetchError(
      `Der Feed wurde nicht innerhalb von ${(downloadMs / 60_000).toLocaleString('de-DE')} Minuten vollständig übertragen.`,
      false,
    );
  if (error instanceof errors.BodyTimeoutError || code === 'UND_ERR_BODY_TIMEOUT')
    return new FeedFetchError(
      `Der Feed-Server hat die Übertragung länger als ${seconds(timeoutMs)} s unterbrochen.`,
      true,
    );
  if (
    error instanceof FeedDeadline ||
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) ||
    error instanceof errors.HeadersTimeoutError ||
    error instanceof errors.ConnectTimeoutError ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  )
    return new FeedFetchError(
      `Der Feed-Server hat nicht innerhalb von ${seconds(timeoutMs)} s geantwortet.`,
      true,
    );
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new FeedFetchError('Der Name des Feed-Servers ist unbekannt.', code === 'EAI_AGAIN');
  return new FeedFetchError('Der Feed-Server ist nicht erreichbar.', true);
}

/** The charset a Content-Type names ("text/csv; charset=ISO-8859-1"), if any. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = contentType ? /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType) : null;
  return match?.[1];
}

/**
 * Fetches shop feeds: http(s) only, to public addresses only (unless allowed), with conditional
 * requests (ETag / If-Modified-Since), a size limit and retries of transient failures. The timeout
 * covers connecting, the answer's first byte and every pause of the transfer, and the retries fit
 * in it, so a dead server holds a pull for that long at most; the body is written to a temporary
 * file at network speed (the import reads it afterwards), within a deadline for the whole
 * download. Redirects are followed by hand so that each hop is checked.
 */
export function createFeedFetcher(
  config: Pick<FeedPullConfig, 'allowPrivate' | 'timeoutMs' | 'downloadMs' | 'maxBytes'> & {
    spoolDir?: string;
  },
) {
  const agent = new Agent({
    connect: { lookup: guardedLookup(config.allowPrivate), timeout: config.timeoutMs },
    headersTimeout: config.timeoutMs,
    bodyTimeout: config.timeoutMs,
  });

  async function once(url: string, validators: FeedValidators, answerBy: number): Promise<FetchedFeed> {
    const controller = new AbortController();
    const abort = (phase: FeedDeadline['phase']) => controller.abort(new FeedDeadline(phase));
    let timer = setTimeout(() => abort('answer'), Math.max(0, answerBy - Date.now()));
    try {
      let target = url;
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        const problem = feedUrlProblem(target);
        if (problem) throw new FeedFetchError(problem, false);
        // An address in the URL is connected to without a lookup: it is checked here.
        const host = new URL(target).hostname.replace(/^\[|\]$/g, '');
        if (isIP(host) && !config.allowPrivate && !isPublicAddress(host))
          throw new FeedFetchError(PRIVATE_ADDRESS, false);
        const headers: Record<string, string> = {
          'user-agent': USER_AGENT,
          'accept-encoding': 'gzip, deflate, br',
        };
        if (validators.etag) headers['if-none-match'] = validators.etag;
        if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
        // undici's request follows no redirect by itself.
        const answer = await request(target, { dispatcher: agent, signal: controller.signal, headers });
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
        // The answer is there: from now on the transfer's pauses and its whole length count.
        clearTimeout(timer);
        timer = setTimeout(() => abort('download'), config.downloadMs);
        const contentEncoding = header('content-encoding');
        const spooled = await spoolBody(answer.body as AsyncIterable<Buffer>, {
          maxBytes: config.maxBytes,
          signal: controller.signal,
          ...(contentEncoding && { contentEncoding }),
          ...(config.spoolDir && { dir: config.spoolDir }),
        });
        const etag = header('etag');
        const lastModified = header('last-modified');
        const charset = charsetOf(header('content-type'));
        return {
          status: 'fetched',
          ...spooled,
          ...(charset && { charset }),
          validators: { ...(etag && { etag }), ...(lastModified && { lastModified }) },
        };
      }
      throw new FeedFetchError('Der Feed-Server leitet zu oft weiter.', false);
    } catch (error) {
      throw explain(controller.signal.aborted ? controller.signal.reason : error, config);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /**
     * Fetches the feed into a temporary file, with retries while the timeout lasts; the caller
     * reads the file and disposes of it.
     */
    async fetch(
      url: string,
      validators: FeedValidators,
      options: FeedFetchOptions = {},
    ): Promise<FetchedFeed> {
      const attempts = options.attempts ?? 3;
      const answerBy = Date.now() + config.timeoutMs;
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(url, validators, answerBy);
        } catch (caught) {
          const error = explain(caught, config);
          const wait = options.retryDelayMs?.(attempt) ?? 2000 * 2 ** (attempt - 1);
          if (!error.transient || attempt >= attempts || Date.now() + wait >= answerBy) throw error;
          options.onRetry?.(error, attempt);
          await sleep(wait);
        }
      }
    },
    close: () => agent.close(),
  };
}

export type FeedFetcher = ReturnType<typeof createFeedFetcher>;
