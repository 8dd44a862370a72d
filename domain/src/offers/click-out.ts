import { isKnownRoute } from '../routes';
import { CLICK_OUT_PREFIX } from '../seo/crawling';

/** The longest page path a click keeps; longer ones are no page of the portal. */
const MAX_FROM_LENGTH = 300;

/**
 * The link of a shop button, which the server counts and answers with a 302 to the shop:
 * `/weiter/{offerId}`, with the portal page it stands on (a path of the
 * route table, never its query: the query may hold what a visitor typed).
 */
export function clickOutPath(offerId: string, fromPath?: string): string {
  const from = fromPath === undefined ? undefined : clickSource(fromPath);
  return `${CLICK_OUT_PREFIX}${encodeURIComponent(offerId)}${from ? `?from=${encodeURIComponent(from)}` : ''}`;
}

/**
 * The page a click came from as it is stored: a page of the portal's route table, or nothing.
 * Anything else (another site, a query, a made-up path) could carry personal data and is dropped.
 */
export function clickSource(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_FROM_LENGTH || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || /[?#\\\s]/.test(value)) return undefined;
  return isKnownRoute(value) ? value : undefined;
}

/**
 * One counted click-out. No address, no user agent, no account, no visitor key: only what the
 * merchant and the operator learn which offers earn clicks from.
 */
export interface Click {
  _id: string;
  offerId: string;
  productId: string;
  /** The merchant account of a b2b offer. */
  owner?: string;
  /** The merchant as the price comparison names it (shop name of a b2b offer, else merchant_name). */
  merchant: string;
  /** ISO time of the click. */
  at: string;
  /** The portal page the button stood on. */
  from?: string;
}
