import type { RateLimitConfig, RateLimitCounters } from '@futterkompass/adapters';
import { ACCOUNT_MESSAGES, accountKey } from '@futterkompass/domain';
import type { Request, RequestHandler } from 'express';
import { type Options, rateLimit } from 'express-rate-limit';
import type { Logger } from 'pino';
import { HttpError } from './errors';

export interface RateLimiters {
  /** Per IP on every /auth/* call. */
  auth: RequestHandler;
  /** Per IP on every call that writes. */
  writes: RequestHandler;
  /** Per account name on failed logins: the account is locked for the rest of the window. */
  failedLogins: RequestHandler;
  /** Per IP on calls that mail someone (reports, brand questions, the contact form). */
  messages: RequestHandler;
}

/**
 * Abuse limits (express-rate-limit). A limit reached answers 429 with Retry-After and a German
 * message through the error mapper; counts live in Redis when it is there, so replicas share them.
 */
export function createRateLimiters(
  config: RateLimitConfig,
  counters: RateLimitCounters,
  logger: Logger,
): RateLimiters {
  const base = (name: string, limit: number, message: string): Partial<Options> => {
    const store = counters.store(name);
    return {
      windowMs: config.windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      passOnStoreError: true,
      ...(store && { store }),
      identifier: name,
      handler: (_req, _res, next) => next(new HttpError(429, message)),
      logger: {
        error: (err, msg) => logger.error({ err, limit: name }, msg ?? 'rate limit error'),
        warn: (err, msg) => logger.warn({ err, limit: name }, msg ?? 'rate limit warning'),
      },
    };
  };
  return {
    auth: rateLimit(base('auth', config.auth, ACCOUNT_MESSAGES.tooManyRequests)),
    writes: rateLimit(base('writes', config.writes, ACCOUNT_MESSAGES.tooManyRequests)),
    messages: rateLimit(base('messages', config.messages, ACCOUNT_MESSAGES.tooManyRequests)),
    failedLogins: rateLimit({
      ...base('login', config.failedLogins, ACCOUNT_MESSAGES.tooManyLogins),
      // Counted per name typed, whether or not such an account exists: the lock says nothing about
      // which accounts there are. Only wrong credentials (401) count.
      keyGenerator: (req: Request) => {
        const name = (req.body as { username?: unknown } | undefined)?.username;
        return `name:${typeof name === 'string' ? accountKey(name).slice(0, 254) : ''}`;
      },
      requestWasSuccessful: (_req, res) => res.statusCode !== 401,
      skipSuccessfulRequests: true,
    }),
  };
}
