import type { Shop } from '../model';

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
};

/**
 * A domain as the operator types it ('Shop.example', 'https://www.shop.example/x'), as the
 * lower-case host name without a leading 'www.'; null for anything that names no host.
 */
export function shopDomain(text: string): string | null {
  const trimmed = text.trim();
  const host = hostOf(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  if (!host?.includes('.') || host.endsWith('.')) return null;
  return host.replace(/^www\./, '');
}

/** The domains a merchant's offers may link to: the shop's own and those the operator allows for it. */
export function shopDomains(shop: Pick<Shop, 'url' | 'linkDomains'>): string[] {
  const own = shopDomain(shop.url);
  return [...new Set([...(own ? [own] : []), ...(shop.linkDomains ?? [])])];
}

/**
 * Whether an offer link (absolute http(s)) leads to one of the shop's domains or a subdomain of
 * one: a merchant's offer must not send visitors elsewhere under the portal's name.
 */
export function isOnShopDomain(link: string, shop: Pick<Shop, 'url' | 'linkDomains'>): boolean {
  const host = hostOf(link);
  return !!host && shopDomains(shop).some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Why a merchant's offer link is refused. */
export const foreignLinkMessage = (link: string, shop: Pick<Shop, 'url' | 'linkDomains'>): string =>
  `Der Link führt auf ${hostOf(link) ?? link}, nicht auf die Domain des Shops (${shopDomains(shop).join(', ')}).`;
