import type { Type1 } from '@futterkompass/domain';
import { PNG } from 'pngjs';

interface Rgb {
  r: number;
  g: number;
  b: number;
}

const rgb = (hex: string): Rgb => ({
  r: Number.parseInt(hex.slice(1, 3), 16),
  g: Number.parseInt(hex.slice(3, 5), 16),
  b: Number.parseInt(hex.slice(5, 7), 16),
});

const WHITE = rgb('#ffffff');

/** Ink (band, outline, label) and paper (the package) of each food type. */
const COLORS: Record<Type1, { ink: Rgb; paper: Rgb }> = {
  wet: { ink: rgb('#2f7d32'), paper: rgb('#e8f5e9') },
  dried: { ink: rgb('#8d6e63'), paper: rgb('#efebe9') },
  raw: { ink: rgb('#c62828'), paper: rgb('#ffebee') },
  flakes: { ink: rgb('#f9a825'), paper: rgb('#fffde7') },
  suplement: { ink: rgb('#1565c0'), paper: rgb('#e3f2fd') },
};

/** Twice the card's 150 x 180 CSS pixels: sharp on phones. */
const WIDTH = 300;
const HEIGHT = 360;

/** A rounded rectangle from (x0, y0) to (x1, y1) with corner radius r. */
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  r: number;
}

/** How much of the pixel centred at (x, y) a box covers: 1 inside, 0 outside, between on its edge. */
function coverageOf({ x0, y0, x1, y1, r }: Box) {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return (x: number, y: number) => {
    const qx = Math.abs(x - cx) - ((x1 - x0) / 2 - r);
    const qy = Math.abs(y - cy) - ((y1 - y0) / 2 - r);
    const distance = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
    return Math.min(1, Math.max(0, 0.5 - distance));
  };
}

/** Paints a colour over the pixels of a box, as far as `coverage` says (its edge anti-aliased). */
function paint(data: Buffer, box: Box, color: Rgb, alpha: number, coverage = coverageOf(box)) {
  for (let y = Math.max(0, Math.floor(box.y0) - 1); y < Math.min(HEIGHT, Math.ceil(box.y1) + 1); y++) {
    for (let x = Math.max(0, Math.floor(box.x0) - 1); x < Math.min(WIDTH, Math.ceil(box.x1) + 1); x++) {
      const a = alpha * coverage(x + 0.5, y + 0.5);
      if (a === 0) continue;
      const i = (y * WIDTH + x) * 4;
      const under = (data.readUInt8(i + 3) / 255) * (1 - a);
      const out = a + under;
      data.writeUInt8(Math.round((color.r * a + data.readUInt8(i) * under) / out), i);
      data.writeUInt8(Math.round((color.g * a + data.readUInt8(i + 1) * under) / out), i + 1);
      data.writeUInt8(Math.round((color.b * a + data.readUInt8(i + 2) * under) / out), i + 2);
      data.writeUInt8(Math.round(out * 255), i + 3);
    }
  }
}

/** The series as label lines of at most 16 characters, as the package would print it. */
function labelLines(series: string): string[] {
  const lines: string[] = [];
  for (const word of series.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 16) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 4);
}

/** The package without brand and label, the same for every product of a type: painted once. */
const emptyPackages = new Map<Type1, Buffer>();
function emptyPackage(type1: Type1): Buffer {
  const known = emptyPackages.get(type1);
  if (known) return known;
  const { ink, paper } = COLORS[type1];
  const data = Buffer.alloc(WIDTH * HEIGHT * 4);
  const outer = { x0: 30, y0: 30, x1: 270, y1: 330, r: 21 };
  const outline = coverageOf(outer);
  paint(data, outer, ink, 1);
  paint(data, { x0: 36, y0: 36, x1: 264, y1: 324, r: 15 }, paper, 1);
  // The band: the package's top, cut straight below.
  paint(data, outer, ink, 1, (x, y) => Math.min(outline(x, y), Math.max(0, Math.min(1, 114.5 - y))));
  emptyPackages.set(type1, data);
  return data;
}

/**
 * A simple package picture for a demo product: a PNG, as real product photos are raster images (a
 * browser decodes those off the main thread, while each SVG image is a document of its own that the
 * page's main thread parses and lays out). The brand mark and the label lines follow the names'
 * lengths, so that products look different.
 */
export function packshotPng(brand: string, series: string, type1: Type1): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  emptyPackage(type1).copy(png.data);
  const mark = Math.min(18, brand.length) * 5;
  paint(png.data, { x0: 150 - mark, y0: 65, x1: 150 + mark, y1: 79, r: 7 }, WHITE, 0.95);
  labelLines(series).forEach((line, i) => {
    const half = Math.min(200, line.length * 11) / 2;
    const y0 = 160 + i * 30;
    paint(png.data, { x0: 150 - half, y0, x1: 150 + half, y1: y0 + 12, r: 6 }, COLORS[type1].ink, 0.85);
  });
  // One filter for every row ('up': the rows of flat shapes repeat): a fifth of the time of trying all
  // five per row, for a file twice as large (about 8 KB), which a seed of thousands of products notices.
  return PNG.sync.write(png, { filterType: 2 });
}
