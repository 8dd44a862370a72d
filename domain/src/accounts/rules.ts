import {
  EMAIL_MAX_LENGTH,
  ACCOUNT_MESSAGES as M,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TOKEN_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from './messages';

/**
 * The account forms' rules (spec part 1 section 5), checked in the browser and repeated by the
 * server. Each returns the first failing rule as `{ field, message }`, or null. Values are trimmed
 * first, as the specification asks; passwords are taken as typed.
 */
export interface RuleFailure<F extends string> {
  field: F;
  message: string;
}

/** One rule: the field it is about, whether it failed, and its message. */
type Check<F extends string> = [F, boolean, string];

export function firstFailure<F extends string>(checks: Check<F>[]): RuleFailure<F> | null {
  for (const [field, failed, message] of checks) if (failed) return { field, message };
  return null;
}

// One @, something before it, a dot in the domain, no spaces: what a mail server can deliver to.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const USERNAME = /^[\p{L}\p{N}._-]+$/u;

export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);

/** E-mail addresses and usernames are unique regardless of case: this is the key they are unique by. */
export const accountKey = (value: string): string => value.trim().normalize('NFC').toLowerCase();

export interface RegistrationInput {
  username: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  acceptPrivacy: boolean;
}

export function checkRegistration(input: RegistrationInput) {
  const username = input.username.trim();
  const email = input.email.trim();
  return firstFailure<keyof RegistrationInput>([
    ['username', username === '', M.usernameRequired],
    ['username', username.length > USERNAME_MAX_LENGTH, M.usernameTooLong],
    ['username', !USERNAME.test(username), M.usernameInvalid],
    ['email', email === '', M.emailRequired],
    ['email', !isEmail(email), M.emailInvalid],
    ['password', input.password === '', M.passwordRequired],
    ['password', input.password.length < PASSWORD_MIN_LENGTH, M.passwordTooShort],
    ['password', input.password.length > PASSWORD_MAX_LENGTH, M.passwordTooLong],
    ['confirmEmail', input.confirmEmail.trim() !== email, M.emailsDiffer],
    ['confirmPassword', input.confirmPassword !== input.password, M.passwordsDiffer],
    ['acceptPrivacy', !input.acceptPrivacy, M.privacyRequired],
  ]);
}

export function checkLogin(input: { username: string; password: string }) {
  return firstFailure<'username' | 'password'>([
    ['username', input.username.trim() === '', M.loginRequired],
    ['password', input.password === '', M.loginRequired],
  ]);
}

export function checkForgotPassword(input: { email: string }) {
  return firstFailure<'email'>([['email', input.email.trim() === '', M.forgotEmailRequired]]);
}

export interface ResetInput {
  newPassword: string;
  newPasswordConfirm: string;
  token: string;
}

export function checkReset(input: ResetInput) {
  return firstFailure<keyof ResetInput>([
    ['token', input.token.trim().length < RESET_TOKEN_MIN_LENGTH, M.resetTokenInvalid],
    ['newPassword', input.newPassword === '', M.newPasswordRequired],
    ['newPassword', input.newPassword.length < PASSWORD_MIN_LENGTH, M.passwordTooShort],
    ['newPassword', input.newPassword.length > PASSWORD_MAX_LENGTH, M.passwordTooLong],
    ['newPasswordConfirm', input.newPasswordConfirm === '', M.confirmationRequired],
    ['newPasswordConfirm', input.newPasswordConfirm !== input.newPassword, M.passwordsDiffer],
  ]);
}

export interface EmailChangeInput {
  newEmail: string;
  confirmEmail: string;
}

export function checkEmailChange(input: EmailChangeInput) {
  const email = input.newEmail.trim();
  return firstFailure<keyof EmailChangeInput>([
    ['newEmail', email === '', M.newEmailRequired],
    ['confirmEmail', input.confirmEmail.trim() === '', M.emailConfirmationRequired],
    ['confirmEmail', input.confirmEmail.trim() !== email, M.emailsDiffer],
    ['newEmail', !isEmail(email), M.emailInvalid],
  ]);
}

export interface PasswordChangeInput {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}

export function checkPasswordChange(input: PasswordChangeInput) {
  return firstFailure<keyof PasswordChangeInput>([
    ['oldPassword', input.oldPassword === '', M.oldPasswordRequired],
    ['newPassword', input.newPassword.trim() === '', M.changedPasswordRequired],
    ['newPasswordConfirm', input.newPasswordConfirm.trim() === '', M.confirmationRequired],
    ['newPasswordConfirm', input.newPasswordConfirm !== input.newPassword, M.passwordsDiffer],
    ['newPassword', input.newPassword.length < PASSWORD_MIN_LENGTH, M.passwordTooShort],
    ['newPassword', input.newPassword.length > PASSWORD_MAX_LENGTH, M.passwordTooLong],
  ]);
}
