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
 * first, as the specification asks, new passwords included (they are stored trimmed).
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
// A dot, dash or underscore at either end is all that told 'victim.' from 'victim'.
const USERNAME_EDGES = /^[\p{L}\p{N}](?:.*[\p{L}\p{N}])?$/u;

export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);

/**
 * A username as it is stored: trimmed and in Unicode's compatibility form (NFKC), so that
 * fullwidth 'ｄｅｍｏ' is the 'demo' it looks like.
 */
export const normalizeUsername = (value: string): string => value.normalize('NFKC').trim();

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
  const username = normalizeUsername(input.username);
  const email = input.email.trim();
  const password = input.password.trim();
  return firstFailure<keyof RegistrationInput>([
    ['username', username === '', M.usernameRequired],
    ['username', username.length > USERNAME_MAX_LENGTH, M.usernameTooLong],
    ['username', !USERNAME.test(username), M.usernameInvalid],
    ['username', !USERNAME_EDGES.test(username), M.usernameEdges],
    ['email', email === '', M.emailRequired],
    ['email', !isEmail(email), M.emailInvalid],
    ['password', password === '', M.passwordRequired],
    ['password', password.length < PASSWORD_MIN_LENGTH, M.passwordTooShort],
    ['password', password.length > PASSWORD_MAX_LENGTH, M.passwordTooLong],
    ['confirmEmail', input.confirmEmail.trim() !== email, M.emailsDiffer],
    ['confirmPassword', input.confirmPassword.trim() !== password, M.passwordsDiffer],
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
  const password = input.newPassword.trim();
  const confirmation = input.newPasswordConfirm.trim();
  return firstFailure<keyof ResetInput>([
    ['token', input.token.trim().length < RESET_TOKEN_MIN_LENGTH, M.resetTokenInvalid],
    ['newPassword', password === '', M.newPasswordRequired],
    ['newPassword', password.length < PASSWORD_MIN_LENGTH, M.passwordTooShort],
    ['newPassword', password.length > PASSWORD_MAX_LENGTH, M.passwordTooLong],
    ['newPasswordConfirm', confirmation === '', M.confirmationRequired],
    ['newPasswordConfirm', confirmation !== password, M.passwordsDiffer],
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
  const password = input.newPassword.trim();
  const confirmation = input.newPasswordConfirm.trim();
  return firstFailure<keyof PasswordChangeInput>([
    ['oldPassword', input.oldPassword === '', M.oldPasswordRequired],
    ['newPassword', password === '', M.changedPasswordRequired],
    ['newPasswordConfirm', confirmation === '', M.confirmationRequired],
    ['newPasswordConfirm', confirmation !== password, M.passwordsDiffer],
    ['newPassword', password.length < PASSWORD_MIN_LENGTH, M.passwordTooShort],
    ['newPassword', password.length > PASSWORD_MAX_LENGTH, M.passwordTooLong],
  ]);
}
