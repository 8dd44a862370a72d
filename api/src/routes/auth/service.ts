import {
  type Captcha,
  COLLECTIONS,
  DuplicateKeyError,
  hashPassword as hashNewPassword,
  type Logger,
  type Mailer,
  type Store,
} from '@futterkompass/adapters';
import {
  accountKey,
  checkLogin,
  checkPasswordChange,
  checkRegistration,
  checkReset,
  findForbiddenWord,
  forbiddenWordMessage,
  ACCOUNT_MESSAGES as M,
  normalizeUsername,
  type RegistrationInput,
  type ResetInput,
  type RuleFailure,
  type User,
} from '@futterkompass/domain';
import { usernameSkeleton } from '@futterkompass/domain/username-skeleton';
import type { AccountMails } from '../../accounts/mails';
import type { OneTimeTokens } from '../../accounts/one-time-tokens';
import { passwordMatches, reauthenticate } from '../../accounts/password-check';
import type { PasswordGuard } from '../../accounts/password-guard';
import type { Sessions, SignedIn } from '../../accounts/sessions';
import { badRequest, conflict, HttpError, unauthorized } from '../../http/errors';

export interface AuthDeps {
  store: Store;
  mailer: Mailer;
  captcha: Captcha;
  sessions: Sessions;
  tokens: OneTimeTokens;
  mails: AccountMails;
  guard: PasswordGuard;
  logger: Logger;
  /** argon2id by default; a test counts the hashes. */
  hashPassword?: (password: string) => Promise<string>;
}

/** A form rule failed: 400 with the message and the field it belongs to. */
export const invalid = (failure: RuleFailure<string>) =>
  badRequest(failure.message, { field: failure.field });

/** The links a new password ends: whoever asked for them before it must not get past it. */
const ENDED_BY_NEW_PASSWORD = ['reset-password', 'verify-email'] as const;

// Login with an unknown name still verifies a password, so the answer takes as long as a wrong one.
let decoy: Promise<string> | undefined;
const decoyHash = () => {
  decoy ??= hashNewPassword('decoy password that matches nothing');
  return decoy;
};

/** Registration, verification, login, the link requests and the password change (spec part 1 sections 4-8). */
export function createAuthService({
  store,
  mailer,
  captcha,
  sessions,
  tokens,
  mails,
  guard,
  logger,
  hashPassword = hashNewPassword,
}: AuthDeps) {
  const users = store.collection<User>(COLLECTIONS.users);

  const requireCaptcha = async (token: string | undefined, ip: string | undefined) => {
    if (!(await captcha.verify(token, ip))) throw badRequest(M.captchaFailed, { reason: 'captcha' });
  };
  const refuseForbidden = (...texts: string[]) => {
    const word = findForbiddenWord(...texts);
    if (word) throw badRequest(forbiddenWordMessage(word, 'account'));
  };
  /** By name or e-mail; a name also in the compatibility form new names are stored in. */
  const byName = (name: string) => {
    const keys = [...new Set([accountKey(name), accountKey(normalizeUsername(name))])];
    return users.findOne({ $or: [{ usernameKey: { $in: keys } }, { emailKey: accountKey(name) }] });
  };
  /**
   * Work whose duration would tell whether an account exists (looking it up, issuing a link,
   * mailing it): it starts after the answer is on its way, so every answer takes the same time.
   */
  const afterAnswer = (what: string, work: () => Promise<void>) => {
    setImmediate(() => {
      work().catch((err: unknown) => logger.error({ err }, `${what} failed`));
    });
  };
  const endLinksBeforeNewPassword = (userId: string) =>
    Promise.all(ENDED_BY_NEW_PASSWORD.map((kind) => tokens.revokeAll(userId, kind)));
  const takenField = async (keys: Pick<User, 'usernameKey' | 'emailKey' | 'usernameSkeleton'>) => {
    if (await users.findOne({ usernameKey: keys.usernameKey }))
      return conflict(M.usernameTaken, { field: 'username' });
    if (await users.findOne({ usernameSkeleton: keys.usernameSkeleton }))
      return conflict(M.usernameConfusable, { field: 'username' });
    if (await users.findOne({ emailKey: keys.emailKey })) return conflict(M.emailTaken, { field: 'email' });
    return null;
  };

  return {
    async register(input: RegistrationInput, captchaToken: string | undefined, ip?: string): Promise<string> {
      const failure = checkRegistration(input);
      if (failure) throw invalid(failure);
      const username = normalizeUsername(input.username);
      const email = input.email.trim();
      refuseForbidden(username, email);
      await requireCaptcha(captchaToken, ip);
      const keys = {
        usernameKey: accountKey(username),
        emailKey: accountKey(email),
        usernameSkeleton: usernameSkeleton(username),
      };
      // Counted like a wrong password unless the account is made: "Diese E-Mail Adresse wird
      // bereits verwendet." tells whether an address has an account, so guesses are throttled.
      const attempt = await guard.registration(ip);
      // The same work, the password's hash above all, whether the name and address are free or
      // not: the answer must not come sooner for an address that has an account.
      const passwordHash = await hashPassword(input.password.trim());
      const taken = await takenField(keys);
      if (taken) throw taken;
      let user: User;
      try {
        user = await users.insert({
          username,
          email,
          ...keys,
          passwordHash,
          role: 'user',
          status: 'active',
          verified: false,
          createdAt: new Date().toISOString(),
          favorites: [],
          negFavorites: [],
        });
      } catch (error) {
        // Another registration took the name (or one like it) between the check and the insert.
        if (error instanceof DuplicateKeyError) throw (await takenField(keys)) ?? error;
        throw error;
      }
      await attempt.succeeded();
      const token = await tokens.issue(user._id, 'verify-email');
      try {
        await mailer.send(mails.verify(email, username, token));
      } catch (err) {
        logger.error({ err, userId: user._id }, 'verification mail not sent');
        return `${M.registered} Falls keine E-Mail ankommt, kannst du beim Login einen neuen Link anfordern.`;
      }
      return M.registered;
    },

    async verifyEmail(token: string): Promise<string> {
      if (token.trim() === '') throw badRequest(M.verifyNoToken);
      const used = await tokens.consume(token.trim(), 'verify-email');
      const { matched } = used
        ? await users.updateOne({ _id: used.userId }, { $set: { verified: true } })
        : { matched: 0 };
      if (matched === 0) throw badRequest(M.verifyFailed);
      return M.verified;
    },

    async login(
      input: { username: string; password: string },
      captchaToken: string | undefined,
      ip?: string,
    ): Promise<{ token: string; username: string }> {
      const failure = checkLogin(input);
      if (failure) throw invalid(failure);
      refuseForbidden(input.username);
      await requireCaptcha(captchaToken, ip);
      const user = await byName(input.username);
      // Counted per account (an unknown name by itself) at this address, and per address.
      const attempt = await guard.login(user ? `u:${user._id}` : `n:${accountKey(input.username)}`, ip);
      // The same checks against the decoy, so that an unknown name takes as long as a known one.
      const matches = await passwordMatches(user?.passwordHash ?? (await decoyHash()), input.password);
      if (!user?.passwordHash || !matches) throw unauthorized(M.loginFailed);
      await attempt.succeeded();
      if (user.status === 'blocked') throw new HttpError(403, M.blocked, { reason: 'blocked' });
      if (!user.verified) throw new HttpError(403, M.notVerified, { reason: 'not_verified' });
      return { token: await sessions.open(user._id), username: user.username };
    },

    async logout(token: string | undefined): Promise<void> {
      const signedIn = await sessions.resolve(token);
      if (signedIn) await sessions.close(signedIn.session._id);
    },

    /** Always the same answer, at once: whether such an unverified account exists is not told. */
    async sendVerifyLink(name: string): Promise<string> {
      if (name.trim() !== '')
        afterAnswer('verification link', async () => {
          const user = await byName(name);
          if (!user || user.verified || user.status === 'blocked') return;
          const token = await tokens.issue(user._id, 'verify-email');
          await mailer.send(mails.verify(user.email, user.username, token));
        });
      return M.verifyLinkSent;
    },

    /** Always the same answer, at once: whether an account has this e-mail address is not told. */
    async createResetLink(email: string, captchaToken: string | undefined, ip?: string): Promise<string> {
      if (email.trim() === '') throw badRequest(M.forgotEmailRequired, { field: 'email' });
      await requireCaptcha(captchaToken, ip);
      afterAnswer('reset link', async () => {
        const user = await users.findOne({ emailKey: accountKey(email) });
        if (!user || user.status === 'blocked') return;
        const token = await tokens.issue(user._id, 'reset-password');
        await mailer.send(mails.reset(user.email, user.username, token));
      });
      return M.resetLinkSent;
    },

    async resetPassword(input: ResetInput, ip?: string): Promise<string> {
      const failure = checkReset(input);
      if (failure) throw invalid(failure);
      const used = await tokens.consume(input.token.trim(), 'reset-password');
      if (!used) throw badRequest(M.resetTokenInvalid, { field: 'token' });
      // The link reached the mailbox, so the address is proven as well.
      const { matched } = await users.updateOne(
        { _id: used.userId },
        { $set: { passwordHash: await hashPassword(input.newPassword.trim()), verified: true } },
      );
      if (matched === 0) throw badRequest(M.resetTokenInvalid, { field: 'token' });
      await endLinksBeforeNewPassword(used.userId);
      await sessions.closeAll(used.userId);
      // The mailbox's owner signs in and changes the account without the waits guesses started.
      await guard.forgetOwner(used.userId, ip);
      return M.passwordReset;
    },

    async updatePassword(
      { user, session }: SignedIn,
      input: { oldPassword: string; newPassword: string; newPasswordConfirm: string },
      ip?: string,
    ): Promise<string> {
      const failure = checkPasswordChange(input);
      if (failure) throw invalid(failure);
      await reauthenticate(guard, user, input.oldPassword, ip, {
        message: M.oldPasswordWrong,
        field: 'oldPassword',
      });
      await users.updateOne(
        { _id: user._id },
        { $set: { passwordHash: await hashPassword(input.newPassword.trim()) } },
      );
      await endLinksBeforeNewPassword(user._id);
      // Every other session ends; the one that changed the password stays signed in.
      await sessions.closeAll(user._id, session._id);
      return M.passwordChanged;
    },

    verifyCaptcha: (token: string | undefined, ip?: string) => captcha.verify(token, ip),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
