import { createHmac } from 'node:crypto';
import { COLLECTIONS, DuplicateKeyError, type Store } from '@futterkompass/adapters';
import { newSecretToken } from '../../accounts/secret-tokens';

/** The settings document that holds the key reporters are hashed with. */
export const REPORTER_SECRET_ID = 'review-report-secret';

/** Who reports: a signed-in user by account, a guest by address and browser (never stored as such). */
export type Reporter = { userId: string } | { address: string; userAgent: string };

/**
 * One report per visitor and review without storing who the visitor is: the reporter is a keyed
 * hash (HMAC-SHA-256) of account or address and browser together with the review, under a random
 * secret made once and kept in the settings (one for every replica). A key says nothing about
 * other reviews the same visitor reported.
 */
export function createReporterKeys(store: Store) {
  const settings = store.collection<{ _id: string; secret: string }>(COLLECTIONS.settings);
  let cached: string | null = null;

  const secret = async (): Promise<string> => {
    if (cached) return cached;
    if (!(await settings.findOne({ _id: REPORTER_SECRET_ID })))
      // The first replica to need it makes it; the others read that one.
      await settings.insert({ _id: REPORTER_SECRET_ID, secret: newSecretToken() }).catch((error: unknown) => {
        if (!(error instanceof DuplicateKeyError)) throw error;
      });
    const doc = await settings.findOne({ _id: REPORTER_SECRET_ID });
    if (!doc) throw new Error('reporter secret missing');
    cached = doc.secret;
    return cached;
  };

  return {
    async keyOf(reviewId: string, reporter: Reporter): Promise<string> {
      const who =
        'userId' in reporter
          ? `user\n${reporter.userId}`
          : `guest\n${reporter.address}\n${reporter.userAgent}`;
      return createHmac('sha256', await secret())
        .update(`${reviewId}\n${who}`)
        .digest('hex');
    },
  };
}

export type ReporterKeys = ReturnType<typeof createReporterKeys>;
