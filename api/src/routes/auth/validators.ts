import { z } from 'zod';

/**
 * A text field: a string of bounded length, '' when left out (the form rules then name what is
 * missing in German). An object or a number where text belongs is refused by the parser.
 */
const text = z.string().max(1000).default('');
const captchaToken = z.string().max(4000).optional();

export const RegisterBody = z.object({
  username: text,
  email: text,
  confirmEmail: text,
  password: text,
  confirmPassword: text,
  acceptPrivacy: z.boolean().default(false),
  captchaToken,
});

export const LoginBody = z.object({ username: text, password: text, captchaToken });
export const TokenBody = z.object({ token: text });
export const SendVerifyLinkBody = z.object({ username: text });
export const ResetLinkBody = z.object({ email: text, captchaToken });
export const ResetPasswordBody = z.object({ newPassword: text, newPasswordConfirm: text, token: text });

export const UpdateEmailBody = z.object({
  userId: z.string().max(100).optional(),
  newEmail: text,
  /** The specification sends no confirmation; when the form sends one, it must match. */
  confirmEmail: z.string().max(1000).optional(),
  /** The current password: a session alone does not change where the account's mail goes. */
  password: text,
});

export const UpdatePasswordBody = z.object({
  userId: z.string().max(100).optional(),
  oldPassword: text,
  newPassword: text,
  newPasswordConfirm: text,
});

export const CaptchaBody = z.object({ token: z.string().max(4000).default('') });
