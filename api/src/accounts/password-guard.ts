import {
  type AttemptPolicy,
  type AttemptThrottle,
  DEFAULT_RATE_LIMITS,
  type RateLimitConfig,
  type RateLimitCounters,
} from '@futterkompass/adapters';
import { tooManyPasswordAttempts, tooManyRegistrations } from '@futterkompass/domain';
import { addressKey } from '../http/address-key';
import { throttled } from '../service-errors';

/** One password check under way: it stays counted unless it turns out right. */
export interface PasswordAttempt {
  /** The password was right: the account's own count is forgotten, the address gets it back. */
  succeeded(): Promise<void>;
}

interface Counted {
  throttle: AttemptThrottle;
  key: string;
  /** What a right password does to this count. */
  onSuccess: 'reset' | 'giveBack';
}

/**
 * Throttles password guesses without letting anyone lock the owner out. OWASP Authentication Cheat
 * Sheet, "Login Throttling": an exponential lockout (a wait that starts at one second and doubles
 * after each failure; capped at 15 minutes, as in the Testing Guide's Cognito example) rather than a
 * fixed one, and a lockout that must not become a denial of service against the owner. So logins
 * count per account at one address and per address, not per account alone: a failure from another
 * address never slows the owner's. A signed-in user's password checks (password and e-mail change,
 * closing the account) count per account and per address: whoever guesses there holds a session.
 */
export function createPasswordGuard(config: RateLimitConfig, counters: RateLimitCounters) {
  const policy = (free: number): AttemptPolicy => ({
    free,
    firstWaitSec: config.passwordFirstWaitSec ?? DEFAULT_RATE_LIMITS.passwordFirstWaitSec,
    maxWaitSec: 15 * 60,
    windowSec: 24 * 3600,
  });
  const perAddress = config.failedLoginsPerAddress ?? DEFAULT_RATE_LIMITS.failedLoginsPerAddress;
  const loginPair = counters.attempts('login-pair', policy(config.failedLogins));
  const address = counters.attempts('password-address', policy(perAddress));
  const account = counters.attempts('password-account', policy(config.failedLogins));
  const registrations = counters.attempts('registration-address', policy(perAddress));

  const attempt = async (
    counted: Counted[],
    message: (waitSec: number) => string = tooManyPasswordAttempts,
  ): Promise<PasswordAttempt> => {
    const taken: Counted[] = [];
    for (const c of counted) {
      const wait = await c.throttle.take(c.key);
      if (wait !== null) {
        await Promise.all(taken.map((t) => t.throttle.giveBack(t.key)));
        throw throttled(message(wait), wait);
      }
      taken.push(c);
    }
    return {
      async succeeded() {
        await Promise.all(
          taken.map((t) => (t.onSuccess === 'reset' ? t.throttle.reset(t.key) : t.throttle.giveBack(t.key))),
        );
      },
    };
  };
  // Counted per address key: an IPv6 /64 is one address.
  const at = addressKey;

  return {
    /**
     * A login's password check for the account (its id, or the name typed when there is no such
     * account, so that unknown names behave alike) from an address; 429 while either must wait.
     */
    login: (accountRef: string, ip: string | undefined) =>
      attempt([
        { throttle: loginPair, key: `${accountRef}|${at(ip)}`, onSuccess: 'reset' },
        { throttle: address, key: at(ip), onSuccess: 'giveBack' },
      ]),
    /**
     * A registration from an address: one that finds its name or e-mail address taken stays
     * counted, as a wrong password does (the answer tells whether an address has an account).
     */
    registration: (ip: string | undefined) =>
      attempt([{ throttle: registrations, key: at(ip), onSuccess: 'giveBack' }], tooManyRegistrations),
    /** A signed-in user's password check before a change to the account. */
    reauthenticate: (userId: string, ip: string | undefined) =>
      attempt([
        { throttle: account, key: userId, onSuccess: 'reset' },
        { throttle: address, key: at(ip), onSuccess: 'giveBack' },
      ]),
    /**
     * The owner proved control by a reset link (which ended every session, a thief's too): the waits
     * of their logins from here end, and so do those that guesses in a stolen session started.
     */
    forgetOwner: async (userId: string, ip: string | undefined) => {
      await Promise.all([loginPair.reset(`u:${userId}|${at(ip)}`), account.reset(userId)]);
    },
  };
}

export type PasswordGuard = ReturnType<typeof createPasswordGuard>;
