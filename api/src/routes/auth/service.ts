import {
  type Captcha,
  COLLECTIONS,
  DuplicateKeyError,
  hashPassword,
  type Logger,
  type Mailer,
  type Store,
  verifyPassword,
} from '@futterkompass/adapters';
import {
  accountKey,
  checkEmailChange,
  checkLogin,
  checkPasswordChange,
  checkRegistration,
  checkReset,
  findForbiddenWord,
  forbiddenWordMessage,
  ACCOUNT_MESSAGES as M,
  type RegistrationInput,
  type ResetInput,
  type RuleFailure,
  type User,
} from '@futterkompass/domain';
import type { AccountMails } from '../../accounts/mails';
import type { OneTimeTokens } from '../../accounts/one-time-tokens';
import type { Sessions, SignedIn } from '../../accounts/sessions';
import { badRequest, conflict, HttpError, unauthorized } from '../../http/errors';

export interface AuthDeps {
  store: Store;
  mailer: Mailer;
  captcha: Captcha;
  sessions: Sessions;
  tokens: OneTimeTokens;
  mails: AccountMails;
  logger: Logger;
}

/** A form rule failed: 400 with the message and the field it belongs to. */
const invalid = (failure: RuleFailure<string>) => badRequest(failure.message, { field: failure.field });

// Login with an unknown name still verifies a password, so the answer takes as long as a wrong one.
let decoy: Promise<string> | undefined;
const decoyHash = () => {
  decoy ??= hashPassword('decoy password that matches nothing');
  return decoy;
};

/** Registration, verification, login and the password and e-mail changes (spec part 1 sections 4-8). */
export function createAuthService({ store, mailer, captcha, sessions, tokens, mails, logger }: AuthDeps) {
  const users = store.collection<User>(COLLECTIONS.users);

  const requireCaptcha = async (token: string | undefined, ip: string | undefined) => {
    if (!(await captcha.verify(token, ip))) throw badRequest(M.captchaFailed, { reason: 'captcha' });
  };
  const refuseForbidden = (...texts: string[]) => {
    const word = findForbiddenWord(...texts);
    if (word) throw badRequest(forbiddenWordMessage(word, 'account'));
  };
  const byName = (name: string) => {
    const key = accountKey(name);
    return users.findOne({ $or: [{ usernameKey: key }, { emailKey: key }] });
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
  const takenField = async (usernameKey: string, emailKey: string, exceptId?: string) => {
    const other = (found: User | null) => !!found && found._id !== exceptId;
    if (other(await users.findOne({ usernameKey }))) return conflict(M.usernameTaken, { field: 'username' });
    if (other(await users.findOne({ emailKey }))) return conflict(M.emailTaken, { field: 'email' });
    return null;
  };

  return {
    async register(input: RegistrationInput, captchaToken: string | undefined, ip?: string): Promise<string> {
      const failure = checkRegistration(input);
      if (failure) throw invalid(failure);
      const username = input.username.trim();
      const email = input.email.trim();
      refuseForbidden(username, email);
      await requireCaptcha(captchaToken, ip);
      const keys = { usernameKey: accountKey(username), emailKey: accountKey(email) };
      const taken = await takenField(keys.usernameKey, keys.emailKey);
      if (taken) throw taken;
      let user: User;
      try {
        user = await users.insert({
          username,
          email,
          ...keys,
          passwordHash: await hashPassword(input.password),
          role: 'user',
          status: 'active',
          verified: false,
          createdAt: new Date().toISOString(),
          favorites: [],
          negFavorites: [],
        });
      } catch (error) {
        // Another registration took the name between the check and the insert.
        if (error instanceof DuplicateKeyError)
          throw (await takenField(keys.usernameKey, keys.emailKey)) ?? error;
        throw error;
      }
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
      const userId = await tokens.consume(token.trim(), 'verify-email');
      const { matched } = userId
        ? await users.updateOne({ _id: userId }, { $set: { verified: true } })
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
      const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
      if (!user?.passwordHash || !matches) throw unauthorized(M.loginFailed);
      if (user.status === 'blocked') throw new HttpError(403, M.blocked, { reason: 'blocked' });
      if (!user.verified) throw new HttpError(403, M.notVerified, { reason: 'not_verified' });
      return { token: await sessions.open(user._id), username: user.username };
    },

    async logout(token: string | undefined): Promise<void> {
      const signedIn = await sessions.resolve(token);
      if (signedIn) await sessions.close(signedIn.session._id);
    },

    /** Always the same answer: whether such an unverified account exists is not told. */
    async sendVerifyLink(name: string): Promise<string> {
      if (name.trim() !== '')
        afterAnswer('verification link', async () => {
          const user = await byName(name);
          if (!user || user.verified || user.status === 'blocked') return;
          await mailer.send(
            mails.verify(user.email, user.username, await tokens.issue(user._id, 'verify-email')),
          );
        });
      return M.verifyLinkSent;
    },

    /** Always the same answer: whether an account has this e-mail address is not told. */
    async createResetLink(email: string, captchaToken: string | undefined, ip?: string): Promise<string> {
      if (email.trim() === '') throw badRequest(M.forgotEmailRequired, { field: 'email' });
      await requireCaptcha(captchaToken, ip);
      afterAnswer('reset link', async () => {
        const user = await users.findOne({ emailKey: accountKey(email) });
        if (!user || user.status === 'blocked') return;
        await mailer.send(
          mails.reset(user.email, user.username, await tokens.issue(user._id, 'reset-password')),
        );
      });
      return M.resetLinkSent;
    },

    async resetPassword(input: ResetInput): Promise<string> {
      const failure = checkReset(input);
      if (failure) throw invalid(failure);
      const userId = await tokens.consume(input.token.trim(), 'reset-password');
      if (!userId) throw badRequest(M.resetTokenInvalid, { field: 'token' });
      // The link reached the mailbox, so the address is proven as well.
      const { matched } = await users.updateOne(
        { _id: userId },
        { $set: { passwordHash: await hashPassword(input.newPassword), verified: true } },
      );
      if (matched === 0) throw badRequest(M.resetTokenInvalid, { field: 'token' });
      await sessions.closeAll(userId);
      return M.passwordReset;
    },

    async updateEmail({ user }: SignedIn, newEmail: string, confirmEmail: string): Promise<string> {
      const failure = checkEmailChange({ newEmail, confirmEmail });
      if (failure) throw invalid(failure);
      const email = newEmail.trim();
      const emailKey = accountKey(email);
      const holder = await users.findOne({ emailKey });
      if (holder && holder._id !== user._id) throw conflict(M.emailTaken, { field: 'newEmail' });
      try {
        await users.updateOne({ _id: user._id }, { $set: { email, emailKey } });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw conflict(M.emailTaken, { field: 'newEmail' });
        throw error;
      }
      if (emailKey !== user.emailKey)
        afterAnswer('e-mail change notice', () =>
          mailer.send(mails.emailChanged(user.email, user.username, email)),
        );
      return email;
    },

    async updatePassword(
      { user, session }: SignedIn,
      input: { oldPassword: string; newPassword: string; newPasswordConfirm: string },
    ): Promise<string> {
      const failure = checkPasswordChange(input);
      if (failure) throw invalid(failure);
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldPassword)))
        throw badRequest(M.oldPasswordWrong, { field: 'oldPassword' });
      await users.updateOne(
        { _id: user._id },
        { $set: { passwordHash: await hashPassword(input.newPassword) } },
      );
      // Every other session ends; the one that changed the password stays signed in.
      await sessions.closeAll(user._id, session._id);
      return M.passwordChanged;
    },

    verifyCaptcha: (token: string | undefined, ip?: string) => captcha.verify(token, ip),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
