import {
  COLLECTIONS,
  DuplicateKeyError,
  type Logger,
  type Mailer,
  type Store,
} from '@futterkompass/adapters';
import {
  accountKey,
  checkEmailChange,
  emailChangeCancelled,
  emailChangeRequested,
  emailChangeReverted,
  ACCOUNT_MESSAGES as M,
  type User,
} from '@futterkompass/domain';
import type { AccountMails } from '../../accounts/mails';
import { ONE_TIME_TTL_MS, type OneTimeTokens } from '../../accounts/one-time-tokens';
import { reauthenticate } from '../../accounts/password-check';
import type { PasswordGuard } from '../../accounts/password-guard';
import type { Sessions, SignedIn } from '../../accounts/sessions';
import { conflict, invalid, unavailable } from '../../service-errors';
import { ruleFailed } from './service';

export interface EmailChangeDeps {
  store: Store;
  mailer: Mailer;
  sessions: Sessions;
  tokens: OneTimeTokens;
  mails: AccountMails;
  guard: PasswordGuard;
  logger: Logger;
}

export interface EmailChangeRequest {
  newEmail: string;
  confirmEmail: string;
  password: string;
}

/**
 * A change of e-mail address: asked for with the current password, it takes effect only when the
 * link mailed to the new address is opened. Until then the old address stays and the new one is
 * not reserved (whoever confirms first gets it). The old address is told, with a link that cancels
 * the change or, once confirmed, takes it back.
 */
export function createEmailChange({
  store,
  mailer,
  sessions,
  tokens,
  mails,
  guard,
  logger,
}: EmailChangeDeps) {
  const users = store.collection<User>(COLLECTIONS.users);

  return {
    async request({ user }: SignedIn, input: EmailChangeRequest, ip?: string): Promise<string> {
      const failure = checkEmailChange(input);
      if (failure) throw ruleFailed(failure);
      if (input.password === '') throw invalid(M.currentPasswordRequired, { field: 'password' });
      const email = input.newEmail.trim();
      const emailKey = accountKey(email);
      if (emailKey === user.emailKey) throw invalid(M.emailUnchanged, { field: 'newEmail' });
      await reauthenticate(guard, user, input.password, ip, {
        message: M.currentPasswordWrong,
        field: 'password',
      });
      if (await users.findOne({ emailKey })) throw conflict(M.emailTaken, { field: 'newEmail' });

      const change = { email, previousEmail: user.email };
      const expiresAt = new Date(Date.now() + ONE_TIME_TTL_MS['confirm-email']).toISOString();
      const confirm = await tokens.issue(user._id, 'confirm-email', change);
      const cancel = await tokens.issue(user._id, 'cancel-email-change', change);
      await users.updateOne({ _id: user._id }, { $set: { pendingEmail: { email, expiresAt } } });
      try {
        await mailer.send(mails.confirmEmail(email, user.username, confirm));
      } catch (err) {
        logger.error({ err, userId: user._id }, 'e-mail change: confirmation mail not sent');
        await users.updateOne({ _id: user._id }, { $unset: { pendingEmail: true } });
        await tokens.revokeAll(user._id, 'confirm-email');
        throw unavailable(M.emailChangeFailed);
      }
      await mailer
        .send(mails.emailChangeNotice(user.email, user.username, email, cancel))
        .catch((err: unknown) => logger.error({ err, userId: user._id }, 'e-mail change: notice not sent'));
      return emailChangeRequested(email);
    },

    /** The link in the mail to the new address: the address changes now, if nobody took it meanwhile. */
    async confirm(token: string): Promise<{ message: string; email: string }> {
      const used = token.trim() ? await tokens.consume(token.trim(), 'confirm-email') : null;
      if (!used?.email) throw invalid(M.emailChangeLinkInvalid);
      const pending = { _id: used.userId, 'pendingEmail.email': used.email };
      try {
        const { matched } = await users.updateOne(pending, {
          $set: { email: used.email, emailKey: accountKey(used.email), verified: true },
          $unset: { pendingEmail: true },
        });
        if (matched === 0) throw invalid(M.emailChangeLinkInvalid);
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        await users.updateOne(pending, { $unset: { pendingEmail: true } });
        throw conflict(M.emailChangeRequestFailed);
      }
      logger.info({ userId: used.userId }, 'e-mail address changed');
      return { message: M.emailChanged, email: used.email };
    },

    /**
     * The link in the notice to the old address: a waiting change is dropped. An address changed
     * since (by this change or a later one) goes back to the old one, and every session ends:
     * someone else may hold the password.
     */
    async cancel(token: string): Promise<{ message: string; email: string; signedOut: boolean }> {
      const used = token.trim() ? await tokens.consume(token.trim(), 'cancel-email-change') : null;
      if (!used?.email || !used.previousEmail) throw invalid(M.emailCancelLinkInvalid);
      const { userId, email, previousEmail } = used;
      const user = await users.findOne({ _id: userId });
      if (!user) throw invalid(M.emailCancelLinkInvalid);
      await tokens.revokeAll(userId, 'confirm-email');
      const previousKey = accountKey(previousEmail);
      if (user.emailKey === previousKey) {
        await users.updateOne(
          { _id: userId, 'pendingEmail.email': email },
          { $unset: { pendingEmail: true } },
        );
        return { message: emailChangeCancelled(previousEmail), email: previousEmail, signedOut: false };
      }
      try {
        const { matched } = await users.updateOne(
          { _id: userId, emailKey: user.emailKey },
          { $set: { email: previousEmail, emailKey: previousKey }, $unset: { pendingEmail: true } },
        );
        if (matched === 0) throw conflict(M.emailChangeRequestFailed);
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw conflict(M.emailChangeRequestFailed);
        throw error;
      }
      await sessions.closeAll(userId);
      await tokens.revokeAll(userId, 'reset-password');
      logger.warn({ userId }, 'e-mail change taken back by the old address');
      return { message: emailChangeReverted(previousEmail), email: previousEmail, signedOut: true };
    },
  };
}

export type EmailChange = ReturnType<typeof createEmailChange>;
