import { type ImageKind, PRODUCT_FORM_MESSAGES as M, sniffBinaryImage } from '@futterkompass/domain';
import { badRequest } from '../../http/errors';
import { sanitizeSvg } from './svg';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What an upload is by its content: PNG, JPEG or GIF by their first bytes, else a well-formed SVG,
 * which is stored sanitised. Anything else is refused whatever its name says.
 */
export async function readImage(bytes: Buffer): Promise<{ kind: ImageKind; data: Buffer }> {
  const binary = sniffBinaryImage(bytes);
  if (binary) return { kind: binary, data: bytes };
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw badRequest(M.imageType, { field: 'image' });
  }
  const svg = await sanitizeSvg(text);
  if (svg === null) throw badRequest(text.includes('<svg') ? M.imageBroken : M.imageType, { field: 'image' });
  return { kind: 'svg', data: Buffer.from(svg) };
}
