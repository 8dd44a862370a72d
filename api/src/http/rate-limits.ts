import type { RateLimitConfig, RateLimitCounters } from '@futterkompass/adapters';
import { ACCOUNT_MESSAGES } from '@futterkompass/domain';
import type { RequestHandler } from 'express';
import { type Options, rateLimit } from 'express-rate-limit';
import type { Logger } from 'pino';
import { requestAddressKey } from './address-key';
import { HttpError } from './errors';

export interface RateLimiters {
  /** Per IP on every /auth/* call. */
  auth: RequestHandler;
  /** Per IP on every call that writes. */
  writes: RequestHandler;
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
      keyGenerator: requestAddressKey,
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
  };
}
