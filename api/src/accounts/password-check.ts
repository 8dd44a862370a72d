import { verifyPassword } from '@futterkompass/adapters';
import type { User } from '@futterkompass/domain';
import { invalid } from '../service-errors';
import type { PasswordGuard } from './password-guard';

/**
 * Passwords are stored trimmed (the specification trims the form's values); one set before that
 * still matches as it was typed, so that no existing user is locked out.
 */
export async function passwordMatches(hash: string, typed: string): Promise<boolean> {
  if (await verifyPassword(hash, typed.trim())) return true;
  return typed !== typed.trim() && verifyPassword(hash, typed);
}

/**
 * A signed-in user's current password before a change to the account (OWASP: re-authentication
 * for sensitive features), throttled per account and per address; a wrong one is a 400 at the field.
 */
export async function reauthenticate(
  guard: PasswordGuard,
  user: User,
  password: string,
  ip: string | undefined,
  wrong: { message: string; field: string },
): Promise<void> {
  const attempt = await guard.reauthenticate(user._id, ip);
  if (!user.passwordHash || !(await passwordMatches(user.passwordHash, password)))
    throw invalid(wrong.message, { field: wrong.field });
  await attempt.succeeded();
}
