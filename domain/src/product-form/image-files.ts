import { urlSlug } from '../text';

/** The image formats the form accepts (spec part 2 section 5), as the file picker offers them. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.svg,image/png,image/jpeg,image/gif,image/svg+xml';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type BinaryImageKind = 'png' | 'jpg' | 'gif';
export type ImageKind = BinaryImageKind | 'svg';

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

const SIGNATURES: [BinaryImageKind, number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]], // GIF87a
  ['gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]], // GIF89a
];

/**
 * The raster format of a file by its first bytes, whatever its name says; null for anything else
 * (an SVG is text and is recognised by parsing it).
 */
export function sniffBinaryImage(bytes: Uint8Array): BinaryImageKind | null {
  for (const [kind, signature] of SIGNATURES)
    if (signature.every((byte, i) => bytes[i] === byte)) return kind;
  return null;
}

// What the upload stores: lower case, plain, with the extension of the format the content has.
const STORED_IMAGE = /^[a-z0-9][a-z0-9._-]{0,200}\.(png|jpe?g|gif|svg)$/;

/** A name the image upload could have stored: the only values the image fields take. */
export const isStoredImageName = (name: string): boolean => STORED_IMAGE.test(name) && !name.includes('..');

const UPLOADED_IMAGE = /^[a-z0-9][a-z0-9-]{0,59}-[0-9a-f]{12}\.(png|jpg|gif|svg)$/;

/**
 * The name an upload is stored under: the original name as a slug, 12 random hex digits (unique),
 * and the extension of the format its content has, never the one its name claims.
 */
export function uploadedImageName(originalName: string, kind: ImageKind, randomHex: string): string {
  const base =
    urlSlug(originalName.replace(/\.[^.]*$/, ''))
      .slice(0, 60)
      .replace(/-+$/, '') || 'bild';
  return `${base}-${randomHex}.${kind}`;
}

/** Only files the upload stored may be deleted through it: never seeded or foreign files. */
export const isUploadedImageName = (name: string): boolean => UPLOADED_IMAGE.test(name);
