import { ALERT_BAR_CLOSED_COOKIE, alertBarDigest } from '@futterkompass/domain';
import { parseCookie, stringifySetCookie } from 'cookie';

const YEAR_SECONDS = 365 * 86_400;

/** The digest of the notice the visitor closed ('' for none): read from the cookie the server reads too. */
export function closedNotice(): string {
  return parseCookie(document.cookie)[ALERT_BAR_CLOSED_COOKIE] ?? '';
}

/** Remembers for a year that the visitor closed this notice; returns its digest. */
export function rememberClosedNotice(text: string): string {
  const digest = alertBarDigest(text);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing before Safari 18.4
  document.cookie = stringifySetCookie(ALERT_BAR_CLOSED_COOKIE, digest, {
    path: '/',
    maxAge: YEAR_SECONDS,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  return digest;
}
