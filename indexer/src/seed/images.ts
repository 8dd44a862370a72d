import type { Animal, Type1 } from '@futterkompass/domain';
import { printable, textSegments, textWidth } from './pack-font';
import {
  type Bounds,
  type Coverage,
  circle,
  convex,
  createRaster,
  mix,
  type Raster,
  type Rgb,
  rgb,
  roundedRect,
  strokes,
  union,
} from './pack-raster';
import { encodeRgbaPng } from './png-rgba';

/** Twice the card's 150 x 180 CSS pixels: sharp on phones. */
const WIDTH = 300;
const HEIGHT = 360;

const WHITE = rgb('#ffffff');
const BLACK = rgb('#000000');

/** Brand colours: dark enough for white lettering, a brand keeps its colour on every pack. */
const BRAND_COLORS = [
  '#1b5e20',
  '#0d47a1',
  '#b71c1c',
  '#4a148c',
  '#bf4e00',
  '#006064',
  '#4e342e',
  '#880e4f',
  '#37474f',
  '#5d6b12',
  '#01579b',
  '#9a3412',
].map(rgb);

/** FNV-1a: a brand name always gets the same colour. */
function brandColor(brand: string): Rgb {
  let hash = 0x811c9dc5;
  for (const char of brand) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return BRAND_COLORS[hash % BRAND_COLORS.length] as Rgb;
}

/** What a pack of a food type looks like: its outline, darker parts, label panel and text areas. */
interface PackLayout {
  body: Coverage;
  bodyBox: Bounds;
  accents: { coverage: Coverage; box: Bounds }[];
  panel: Bounds;
  brand: Bounds;
  word: Bounds;
  /** The word printed at the bottom of the pack. */
  label: string;
}

const box = (x0: number, y0: number, x1: number, y1: number): Bounds => ({ x0, y0, x1, y1 });
const part = (b: Bounds, r: number) => ({ coverage: roundedRect(b, r), box: b });

/** A can (wet), a bag (dried), a tub with a lid (raw), a tall bag (flakes), a bottle (supplement). */
const LAYOUTS: Record<Type1, PackLayout> = {
  wet: {
    body: roundedRect(box(50, 36, 250, 332), 12),
    bodyBox: box(50, 36, 250, 332),
    accents: [part(box(44, 28, 256, 54), 10), part(box(44, 314, 256, 340), 10)],
    panel: box(62, 112, 238, 276),
    brand: box(62, 60, 238, 106),
    word: box(62, 282, 238, 308),
    label: 'Nassfutter',
  },
  dried: {
    // A bag, wider at the bottom where the kibble sits.
    body: convex([
      [54, 40],
      [246, 40],
      [264, 336],
      [36, 336],
    ]),
    bodyBox: box(36, 40, 264, 336),
    accents: [part(box(38, 24, 262, 52), 5)],
    panel: box(56, 112, 244, 280),
    brand: box(56, 60, 244, 106),
    word: box(56, 288, 244, 316),
    label: 'Trockenfutter',
  },
  raw: {
    body: roundedRect(box(30, 120, 270, 336), 20),
    bodyBox: box(30, 120, 270, 336),
    accents: [part(box(20, 96, 280, 132), 12)],
    panel: box(44, 176, 256, 298),
    brand: box(44, 136, 256, 170),
    word: box(44, 304, 256, 326),
    label: 'BARF',
  },
  flakes: {
    body: roundedRect(box(64, 30, 236, 336), 22),
    bodyBox: box(64, 30, 236, 336),
    accents: [part(box(60, 20, 240, 46), 8)],
    panel: box(74, 108, 226, 282),
    brand: box(74, 52, 226, 102),
    word: box(74, 290, 226, 316),
    label: 'Flocken',
  },
  suplement: {
    body: union(roundedRect(box(126, 76, 174, 112), 6), roundedRect(box(68, 100, 232, 336), 34)),
    bodyBox: box(68, 76, 232, 336),
    accents: [part(box(110, 34, 190, 86), 9)],
    panel: box(80, 160, 220, 292),
    brand: box(80, 114, 220, 154),
    word: box(80, 298, 220, 320),
    label: 'Ergänzung',
  },
};

/** One line of capitals centred in `area` at the largest size up to `cap` that fits its width. */
function printLine(raster: Raster, text: string, area: Bounds, cap: number, color: Rgb, top?: number) {
  const line = printable(text);
  const width = area.x1 - area.x0;
  const size = Math.max(7, Math.min(cap, (cap * width) / textWidth(line, cap)));
  const left = area.x0 + (width - textWidth(line, size)) / 2;
  const y = top ?? area.y0 + (area.y1 - area.y0 - size) / 2;
  const { segments, radius } = textSegments(line, left, y, size);
  raster.paintStrokes(segments, radius, color);
}

/** Words into lines that fit `width` at `cap`, at most `max` lines. */
function wrap(text: string, width: number, cap: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(printable(`${last} ${word}`), cap) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, max);
}

/** A cat's head: round, with pointed ears. */
function cat(cx: number, cy: number, s: number): Coverage {
  return union(
    circle(cx, cy + 0.08 * s, 0.36 * s),
    convex([
      [cx - 0.36 * s, cy - 0.02 * s],
      [cx - 0.3 * s, cy - 0.44 * s],
      [cx - 0.04 * s, cy - 0.24 * s],
    ]),
    convex([
      [cx + 0.04 * s, cy - 0.24 * s],
      [cx + 0.3 * s, cy - 0.44 * s],
      [cx + 0.36 * s, cy - 0.02 * s],
    ]),
  );
}

/** A dog's head: round, with hanging ears and a muzzle. */
function dog(cx: number, cy: number, s: number): Coverage {
  const ears = strokes(
    [
      [cx - 0.3 * s, cy - 0.22 * s, cx - 0.42 * s, cy + 0.16 * s],
      [cx + 0.3 * s, cy - 0.22 * s, cx + 0.42 * s, cy + 0.16 * s],
    ],
    0.13 * s,
  );
  return union(circle(cx, cy, 0.33 * s), circle(cx, cy + 0.26 * s, 0.19 * s), ears.coverage);
}

/** The animals' heads side by side at the bottom of the panel, with eyes in the panel's colour. */
function paintAnimals(raster: Raster, animals: readonly Animal[], panel: Bounds, ink: Rgb, paper: Rgb) {
  const size = 40;
  const cy = panel.y1 - size * 0.62;
  const centre = (panel.x0 + panel.x1) / 2;
  animals.forEach((animal, i) => {
    const cx = centre + (i - (animals.length - 1) / 2) * size * 1.25;
    const area = box(cx - size * 0.6, cy - size * 0.6, cx + size * 0.6, cy + size * 0.6);
    raster.paint(area, ink, animal === 'cat' ? cat(cx, cy, size) : dog(cx, cy, size));
    const eyeY = animal === 'cat' ? cy + 0.04 * size : cy - 0.02 * size;
    raster.paint(
      area,
      paper,
      union(circle(cx - 0.13 * size, eyeY, 2.4), circle(cx + 0.13 * size, eyeY, 2.4)),
    );
  });
}

/** The pack without brand, series and animals, the same for every product of a type and colour: painted once. */
const emptyPacks = new Map<string, Buffer>();
function emptyPack(type1: Type1, color: Rgb): Buffer {
  const key = `${type1} ${color.r} ${color.g} ${color.b}`;
  const known = emptyPacks.get(key);
  if (known) return known;
  const layout = LAYOUTS[type1];
  const raster = createRaster(WIDTH, HEIGHT);
  raster.paint(layout.bodyBox, color, layout.body);
  for (const { coverage, box: area } of layout.accents) raster.paint(area, mix(color, BLACK, 0.35), coverage);
  raster.paint(layout.panel, mix(color, WHITE, 0.93), roundedRect(layout.panel, 10));
  printLine(raster, layout.label, layout.word, 12, WHITE);
  emptyPacks.set(key, raster.data);
  return raster.data;
}

/** The pixels of the picture being drawn, reused: a seed draws thousands one after the other. */
const canvas = Buffer.alloc(WIDTH * HEIGHT * 4);

export interface Pack {
  brand: string;
  series: string;
  type1: Type1;
  animal: readonly Animal[];
}

/**
 * A package picture for a demo product, drawn at seed time: the pack's shape tells the food type
 * (can, bag, tub, bottle), its colour the brand, and it carries the brand name, the series, the
 * animals' heads and the food type. A PNG, as real product photos are raster images (a browser
 * decodes those off the main thread, while each SVG image is a document of its own that the page's
 * main thread parses and lays out).
 */
export function packshotPng(pack: Pack): Buffer {
  const layout = LAYOUTS[pack.type1];
  const color = brandColor(pack.brand);
  const paper = mix(color, WHITE, 0.93);
  const raster = createRaster(WIDTH, HEIGHT, canvas);
  emptyPack(pack.type1, color).copy(canvas);

  const brandLines = wrap(pack.brand, layout.brand.x1 - layout.brand.x0 - 8, 20, 2);
  const brandCap = brandLines.length > 1 ? 15 : 20;
  const brandArea = { ...layout.brand, x0: layout.brand.x0 + 4, x1: layout.brand.x1 - 4 };
  const lineHeight = brandCap * 1.5;
  const firstTop = (layout.brand.y0 + layout.brand.y1 - brandLines.length * lineHeight) / 2 + brandCap * 0.25;
  brandLines.forEach((line, i) => {
    printLine(raster, line, brandArea, brandCap, WHITE, firstTop + i * lineHeight);
  });
  const text = { ...layout.panel, x0: layout.panel.x0 + 10, x1: layout.panel.x1 - 10 };
  wrap(pack.series, text.x1 - text.x0, 14, 4).forEach((line, i) => {
    printLine(raster, line, text, 14, mix(color, BLACK, 0.4), layout.panel.y0 + 14 + i * 24);
  });
  paintAnimals(raster, pack.animal, layout.panel, color, paper);
  return encodeRgbaPng(WIDTH, HEIGHT, raster.data);
}
