import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'latin1');
  body.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

/** Scanlines with their filter byte, reused: a seed encodes thousands of pictures of one size. */
let rows = Buffer.alloc(0);

/**
 * An 8-bit RGBA picture as a PNG without row filters (flat shapes compress well as they are). pngjs
 * writes the same file, but copies and filters every byte in JavaScript: for the thousands of demo
 * pack pictures of a seed that was most of its time; here the copies are native, one per row.
 */
export function encodeRgbaPng(width: number, height: number, data: Buffer): Buffer {
  const stride = width * 4;
  if (rows.length !== (stride + 1) * height) rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (stride + 1)] = 0;
    data.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // Bit depth 8, colour type 6 (RGBA), deflate, no filter method variants, no interlace.
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
