import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createFeedFetcher, FeedFetchError, type FileStore } from '@futterkompass/adapters';
import { IMAGE_CONTENT_TYPES, SHOP_LOGO_LIMITS, shopLogoFileName } from '@futterkompass/domain';
import { imageSize } from 'image-size';
import { imageContent } from '../routes/admin-images/image-content';

/** A logo that cannot be taken: its German message says why. */
export class ShopLogoError extends Error {
  override name = 'ShopLogoError';
}

const { maxBytes, minSide, maxSide } = SHOP_LOGO_LIMITS;

/** Width and height in pixels (an SVG's by its width and height or viewBox), null if unreadable. */
function pixels(data: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(data);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Shop logos, fetched once when the operator names them: through the feeds' fetcher (http(s) to
 * public addresses only, every redirect hop checked, a time and size limit), checked by content
 * (PNG, JPEG, GIF, or SVG made harmless), size and pixel dimensions, and stored in the portal's
 * files. Pages show the stored copy, never the shop's address.
 */
export function createShopLogos(deps: { files: FileStore; allowPrivate: boolean; timeoutMs?: number }) {
  return {
    /** Fetches, checks and stores the logo at `url`; the stored file's name. */
    async store(url: string): Promise<string> {
      const timeoutMs = deps.timeoutMs ?? 15_000;
      const fetcher = createFeedFetcher({
        allowPrivate: deps.allowPrivate,
        timeoutMs,
        downloadMs: timeoutMs,
        maxBytes,
      });
      let bytes: Buffer;
      try {
        const fetched = await fetcher.fetch(url, {}, { attempts: 2, retryDelayMs: () => 500 });
        if (fetched.status !== 'fetched') throw new FeedFetchError('Keine Antwort mit Inhalt.', false);
        bytes = await readFile(fetched.file).finally(() => fetched.dispose());
      } catch (error) {
        if (!(error instanceof FeedFetchError)) throw error;
        // The fetcher speaks of feeds; the reason after the colon is the same for a logo.
        const reason = error.message
          .replaceAll('Feed-Server', 'Server')
          .replaceAll('Feed-Adresse', 'Adresse');
        throw new ShopLogoError(
          `Das Logo konnte nicht geladen werden: ${reason.replace(/^Der Feed ist/, 'Es ist')}`,
        );
      } finally {
        await fetcher.close();
      }
      const content = await imageContent(bytes);
      if (typeof content === 'string')
        throw new ShopLogoError('Das Logo muss ein PNG-, JPG-, GIF- oder SVG-Bild sein.');
      const size = pixels(content.data);
      if (!size || Math.min(size.width, size.height) < minSide || Math.max(size.width, size.height) > maxSide)
        throw new ShopLogoError(
          `Das Logo muss zwischen ${minSide} und ${maxSide} Pixel breit und hoch sein${
            size ? ` (es ist ${size.width} × ${size.height})` : ''
          }.`,
        );
      const name = shopLogoFileName(randomBytes(6).toString('hex'), content.kind);
      await deps.files.write(name, content.data, IMAGE_CONTENT_TYPES[content.kind]);
      return name;
    },
  };
}

export type ShopLogos = ReturnType<typeof createShopLogos>;
