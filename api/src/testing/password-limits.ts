import type { RateLimitConfig } from '@futterkompass/adapters';

/**
 * The default password policy (5 wrong passwords per account at one address, 10 per address, then
 * waits), with requests themselves unlimited and a first wait of 10 minutes instead of 1 s, so that
 * no slow machine outlasts it.
 */
export const SLOW_PASSWORD_LIMITS: RateLimitConfig = {
  windowMs: 60_000,
  auth: 10_000,
  writes: 10_000,
  failedLogins: 5,
  failedLoginsPerAddress: 10,
  passwordFirstWaitSec: 600,
  messages: 10,
};
