import type { ImageKind } from '../product-form/image-files';

/**
 * A shop's logo as the portal keeps it: fetched once from the address the operator gives, checked,
 * and served from the portal's own files (the Content-Security-Policy allows no foreign images).
 */
export const SHOP_LOGO_LIMITS = {
  maxBytes: 1024 * 1024,
  /** Pixels per side: smaller is no logo, larger only weighs on every offer list. */
  minSide: 16,
  maxSide: 2000,
} as const;

const STORED_LOGO = /^shop-logo-[0-9a-f]{12}\.(png|jpg|gif|svg)$/;

/** The file name a fetched logo is stored under. */
export const shopLogoFileName = (randomHex: string, kind: ImageKind): string =>
  `shop-logo-${randomHex}.${kind}`;

/** Whether a shop's logo is a file the portal fetched and stored (an older address is not shown). */
export const isStoredShopLogo = (name: string | undefined): name is string =>
  !!name && STORED_LOGO.test(name);
