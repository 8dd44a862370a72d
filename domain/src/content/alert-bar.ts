import { followableLink } from '../links';
import { type AlertBar, DEFAULT_ALERT_COLOR } from '../model';

export const ALERT_BAR_LIMITS = { text: 300, buttonText: 60, link: 500 } as const;

export type AlertBarInput = Partial<Record<keyof AlertBar, string>>;

/** An operator's alert bar, or the German reason it is refused. */
export type AlertBarCheck = { bar: AlertBar } | { error: string };

const HEX_COLOR = /^#?([0-9a-fA-F]{6})$/;

/**
 * The alert bar an operator sets (the CLI and the admin API check with this one function): text
 * required, link and button text only together, colour six hex digits with or without '#', stored
 * in upper case without '#'.
 */
export function checkAlertBar(input: AlertBarInput): AlertBarCheck {
  const text = (input.text ?? '').trim();
  const link = (input.link ?? '').trim();
  const buttonText = (input.buttonText ?? '').trim();
  const colorInput = (input.color ?? '').trim();
  if (!text) return { error: 'Der Text der Hinweisleiste darf nicht leer sein.' };
  if (text.length > ALERT_BAR_LIMITS.text)
    return { error: `Der Text darf höchstens ${ALERT_BAR_LIMITS.text} Zeichen lang sein.` };
  if (!link !== !buttonText)
    return { error: 'Link und Button-Text gehören zusammen: bitte beide angeben oder keinen.' };
  // Stored as the browser resolves it, so that what was checked is what the button leads to.
  const href = link ? followableLink(link, { allowPath: true }) : '';
  if (href === null || link.length > ALERT_BAR_LIMITS.link || href.length > ALERT_BAR_LIMITS.link)
    return { error: 'Der Link muss mit / beginnen (Seite des Portals) oder eine http(s)-Adresse sein.' };
  if (buttonText.length > ALERT_BAR_LIMITS.buttonText)
    return { error: `Der Button-Text darf höchstens ${ALERT_BAR_LIMITS.buttonText} Zeichen lang sein.` };
  const hex = colorInput ? HEX_COLOR.exec(colorInput)?.[1] : DEFAULT_ALERT_COLOR;
  if (!hex)
    return { error: `Die Farbe „${colorInput}“ ist kein Hex-Farbwert mit sechs Stellen (z. B. 55AD59).` };
  return { bar: { text, link: href, buttonText, color: hex.toUpperCase() } };
}

/**
 * The cookie naming the notice a visitor closed, so that the server leaves it out of the page it
 * renders (it cannot read browser storage, and a bar that disappears once the app runs would shift
 * the page). Its value is the notice's digest: a new notice shows again.
 */
export const ALERT_BAR_CLOSED_COOKIE = 'fk_alert_closed';

/** A short digest of a notice's text (FNV-1a, 32 bits, as 8 hex digits): the cookie's value. */
export function alertBarDigest(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}
