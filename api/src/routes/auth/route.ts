import {
  CaptchaBody,
  LoginBody,
  RegisterBody,
  ResetLinkBody,
  ResetPasswordBody,
  SendVerifyLinkBody,
  TokenBody,
  UpdateEmailBody,
  UpdatePasswordBody,
} from '@futterkompass/contract';
import { ACCOUNT_MESSAGES } from '@futterkompass/domain';
import { Router } from 'express';
import { accountMails } from '../../accounts/mails';
import type { Sessions } from '../../accounts/sessions';
import type { Answering } from '../../http/answering';
import { assertOwnAccount, requireUser } from '../../http/authenticate';
import { privateAnswers } from '../../http/no-store';
import type { RateLimiters } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import { invalid } from '../../service-errors';
import type { RouteMount } from '../mount';
import type { EmailChange } from './email-change';
import { createEmailChange } from './email-change';
import { type AuthService, createAuthService } from './service';

const INVALID = 'Ungültige Eingabe.';

/**
 * The /auth/* calls of spec part 1 section 7 and the e-mail change's links, each limited per IP;
 * password guesses are throttled in the services (accounts/password-guard.ts).
 */
export function authRoutes(
  service: AuthService,
  emailChange: EmailChange,
  sessions: Sessions,
  limits: RateLimiters,
): Router {
  const router = Router();
  // Sessions are opened, used and closed here: no answer may be cached.
  router.use(privateAnswers, limits.auth);

  router.post('/register', async (req, res: Answering<'POST /auth/register'>) => {
    const { captchaToken, ...input } = parseInput(RegisterBody, req.body, INVALID);
    res.json({ success: true, message: await service.register(input, captchaToken, req.ip) });
  });

  router.post('/verify-email', async (req, res: Answering<'POST /auth/verify-email'>) => {
    const { token } = parseInput(TokenBody, req.body, ACCOUNT_MESSAGES.verifyFailed);
    res.json({ success: true, message: await service.verifyEmail(token) });
  });

  router.post('/login', async (req, res: Answering<'POST /auth/login'>) => {
    const { captchaToken, ...input } = parseInput(LoginBody, req.body, INVALID);
    res.json({ success: true, ...(await service.login(input, captchaToken, req.ip)) });
  });

  router.post('/logout', async (req, res: Answering<'POST /auth/logout'>) => {
    await service.logout(req.get('token'));
    res.json({ success: true });
  });

  router.post('/send-verify-link', async (req, res: Answering<'POST /auth/send-verify-link'>) => {
    const { username } = parseInput(SendVerifyLinkBody, req.body, INVALID);
    res.json({ success: true, message: await service.sendVerifyLink(username) });
  });

  router.post(
    '/create-reset-password-link',
    async (req, res: Answering<'POST /auth/create-reset-password-link'>) => {
      const { email, captchaToken } = parseInput(ResetLinkBody, req.body, INVALID);
      res.json({ success: true, message: await service.createResetLink(email, captchaToken, req.ip) });
    },
  );

  router.post('/reset-password', async (req, res: Answering<'POST /auth/reset-password'>) => {
    const input = parseInput(ResetPasswordBody, req.body, INVALID);
    res.json({ success: true, message: await service.resetPassword(input, req.ip) });
  });

  router.post(
    '/update-email',
    requireUser(sessions),
    async (req, res: Answering<'POST /auth/update-email'>) => {
      const { userId, confirmEmail, ...input } = parseInput(UpdateEmailBody, req.body, INVALID);
      const own = assertOwnAccount(res, userId);
      const change = { ...input, confirmEmail: confirmEmail ?? input.newEmail };
      const message = await emailChange.request(own, change, req.ip);
      // The address stays until the new one is confirmed: the answer names both.
      const pendingEmail = change.newEmail.trim();
      res.json({ success: true, message, user: { email: own.user.email, pendingEmail } });
    },
  );

  router.post('/confirm-email', async (req, res: Answering<'POST /auth/confirm-email'>) => {
    const { token } = parseInput(TokenBody, req.body, INVALID);
    res.json({ success: true, ...(await emailChange.confirm(token)) });
  });

  router.post('/cancel-email-change', async (req, res: Answering<'POST /auth/cancel-email-change'>) => {
    const { token } = parseInput(TokenBody, req.body, INVALID);
    res.json({ success: true, ...(await emailChange.cancel(token)) });
  });

  router.post(
    '/update-password',
    requireUser(sessions),
    async (req, res: Answering<'POST /auth/update-password'>) => {
      const { userId, ...input } = parseInput(UpdatePasswordBody, req.body, INVALID);
      const own = assertOwnAccount(res, userId);
      res.json({ success: true, message: await service.updatePassword(own, input, req.ip) });
    },
  );

  router.post('/verify-recaptcha', async (req, res) => {
    const { token } = parseInput(CaptchaBody, req.body, INVALID);
    if (!(await service.verifyCaptcha(token, req.ip))) throw invalid(ACCOUNT_MESSAGES.captchaFailed);
    res.json({ success: true });
  });

  return router;
}

export const authMount: RouteMount = {
  stage: 'site',
  base: '/auth',
  closed: true,
  calls: [
    ['POST', '/register'],
    ['POST', '/verify-email'],
    ['POST', '/login'],
    ['POST', '/logout'],
    ['POST', '/send-verify-link'],
    ['POST', '/create-reset-password-link'],
    ['POST', '/reset-password'],
    ['POST', '/update-email'],
    ['POST', '/confirm-email'],
    ['POST', '/cancel-email-change'],
    ['POST', '/update-password'],
    ['POST', '/verify-recaptcha'],
  ],
  build: ({ deps, adapters, sessions, tokens, publicUrl, guard, logger, limits }) => {
    const accountDeps = {
      ...adapters,
      sessions,
      tokens,
      mails: accountMails(publicUrl),
      guard,
      logger,
      ...(deps.hashPassword && { hashPassword: deps.hashPassword }),
    };
    return authRoutes(createAuthService(accountDeps), createEmailChange(accountDeps), sessions, limits);
  },
};
