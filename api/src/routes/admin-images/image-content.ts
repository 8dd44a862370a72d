import { type ImageKind, PRODUCT_FORM_MESSAGES as M, sniffBinaryImage } from '@futterkompass/domain';
import { badRequest } from '../../http/errors';
import { sanitizeSvg } from './svg';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What an image is by its content: PNG, JPEG or GIF by their first bytes, else a well-formed SVG,
 * given back sanitised; else why not (no image at all, or a broken SVG).
 */
export async function imageContent(
  bytes: Buffer,
): Promise<{ kind: ImageKind; data: Buffer } | 'not-an-image' | 'broken-svg'> {
  const binary = sniffBinaryImage(bytes);
  if (binary) return { kind: binary, data: bytes };
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return 'not-an-image';
  }
  const svg = await sanitizeSvg(text);
  if (svg === null) return text.includes('<svg') ? 'broken-svg' : 'not-an-image';
  return { kind: 'svg', data: Buffer.from(svg) };
}

/** An upload by its content (see imageContent); anything else is refused whatever its name says. */
export async function readImage(bytes: Buffer): Promise<{ kind: ImageKind; data: Buffer }> {
  const content = await imageContent(bytes);
  if (content === 'not-an-image') throw badRequest(M.imageType, { field: 'image' });
  if (content === 'broken-svg') throw badRequest(M.imageBroken, { field: 'image' });
  return content;
}
