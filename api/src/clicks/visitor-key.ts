import { createHmac } from 'node:crypto';
import { COLLECTIONS, DuplicateKeyError, type Store } from '@futterkompass/adapters';
import { berlinDay } from '@futterkompass/domain';
import { newSecretToken } from '../accounts/secret-tokens';

/** A repeat of the same visitor on the same offer within this window counts once. */
export const CLICK_REPEAT_WINDOW_MS = 30 * 60_000;
/**
 * Counted clicks one address (an IPv6 /64) earns per window, whatever its user agents and offers:
 * a household compares a few shops, a script that varies its user agent gets no further. Clicks
 * past it still lead to the shop, they are only not counted.
 */
export const CLICK_ADDRESS_LIMIT = 10;
export const CLICK_ADDRESS_WINDOW_MS = 60 * 60_000;
/** The settings document that holds today's salt (and only today's). */
export const CLICK_SALT_ID = 'click-salt';

interface SaltDoc {
  _id: typeof CLICK_SALT_ID;
  /** The Berlin day (YYYY-MM-DD) the salt is for. */
  day: string;
  salt: string;
}

interface VisitorDoc {
  _id: string;
  /** ISO time until which a repeat does not count (an address: until its window ends). */
  until: string;
  /** An address's counted clicks in its window. */
  count?: number;
}

/** What a visitor is recognised by for a few minutes; none of it is stored. */
export interface Visitor {
  /** The address key (api/src/http/address-key.ts): an IPv6 /64 is one address. */
  address: string;
  userAgent: string;
  offerId: string;
}

/**
 * Repeats of a click without a cookie and without personal data: the visitor is a keyed hash
 * (HMAC-SHA-256) of address, user agent and offer, under a random salt of the day. The salt is
 * replaced when the day changes, so yesterday's keys can be neither recomputed nor linked to today's;
 * it is kept in the settings (one for every replica), never with a click. Keys live only for the
 * repeat window.
 */
export function createVisitorKeys(store: Store, now: () => Date = () => new Date()) {
  const salts = store.collection<SaltDoc>(COLLECTIONS.settings);
  const visitors = store.collection<VisitorDoc>(COLLECTIONS.clickVisitors);
  let cached: SaltDoc | null = null;

  /** Today's salt: made by the first process to need it, the day before's replaced in one update. */
  const saltOf = async (day: string): Promise<string> => {
    if (cached?.day === day) return cached.salt;
    let doc = await salts.findOne({ _id: CLICK_SALT_ID });
    if (!doc) {
      await salts.insert({ _id: CLICK_SALT_ID, day, salt: newSecretToken() }).catch((error: unknown) => {
        if (!(error instanceof DuplicateKeyError)) throw error;
      });
    } else if (doc.day < day) {
      // Only the replica that still sees the old day replaces it; the others read its salt.
      await salts.updateOne({ _id: CLICK_SALT_ID, day: doc.day }, { $set: { day, salt: newSecretToken() } });
    }
    doc = await salts.findOne({ _id: CLICK_SALT_ID });
    if (!doc) throw new Error('click salt missing');
    cached = doc;
    return doc.salt;
  };

  const keyOf = async ({ address, userAgent, offerId }: Visitor): Promise<string> => {
    const salt = await saltOf(berlinDay(now().toISOString()));
    return createHmac('sha256', salt).update(`${address}\n${userAgent}\n${offerId}`).digest('hex');
  };

  /** Whether the address may earn one more counted click in its window; takes it if so. */
  const addressWithinLimit = async (address: string): Promise<boolean> => {
    const salt = await saltOf(berlinDay(now().toISOString()));
    const key = `a:${createHmac('sha256', salt).update(`address\n${address}`).digest('hex')}`;
    const at = now().toISOString();
    for (let tries = 0; tries < 3; tries++) {
      const inWindow = await visitors.updateOne(
        { _id: key, until: { $gt: at }, count: { $lt: CLICK_ADDRESS_LIMIT } },
        { $inc: { count: 1 } },
      );
      if (inWindow.matched === 1) return true;
      const until = new Date(now().getTime() + CLICK_ADDRESS_WINDOW_MS).toISOString();
      const fresh = await visitors.updateOne(
        { _id: key, until: { $lte: at } },
        { $set: { until, count: 1 } },
      );
      if (fresh.matched === 1) return true;
      if (await visitors.findOne({ _id: key })) return false;
      try {
        await visitors.insert({ _id: key, until, count: 1 });
        return true;
      } catch (error) {
        // Another click of the address made the window first: count within it.
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    }
    return false;
  };

  return {
    keyOf,
    addressWithinLimit,

    /**
     * Whether this click counts: the visitor's first on the offer within the window (the window
     * starts with the counted click; repeats do not extend it). Expired keys are removed on the way.
     */
    async firstInWindow(visitor: Visitor): Promise<boolean> {
      const key = await keyOf(visitor);
      const at = now();
      const until = new Date(at.getTime() + CLICK_REPEAT_WINDOW_MS).toISOString();
      const renewed = await visitors.updateOne(
        { _id: key, until: { $lte: at.toISOString() } },
        { $set: { until } },
      );
      if (renewed.matched === 0) {
        try {
          await visitors.insert({ _id: key, until });
        } catch (error) {
          if (error instanceof DuplicateKeyError) return false;
          throw error;
        }
      }
      await visitors.deleteMany({ until: { $lte: at.toISOString() } });
      return true;
    },
  };
}

export type VisitorKeys = ReturnType<typeof createVisitorKeys>;
