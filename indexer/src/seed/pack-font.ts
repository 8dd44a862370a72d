/**
 * A small monoline capital font for the demo pack pictures: each glyph is strokes (polylines) on a
 * grid 6 units high, drawn as round-capped lines at any size. No font file is needed at seed time,
 * and the capitals cover German names (umlauts as dots over the letter, ß as SS).
 */

/** Width in grid units and polylines ('x,y x,y|x,y x,y'); y grows downwards, 0 is the cap line. */
const GLYPHS: Record<string, [number, string]> = {
  A: [4, '0,6 2,0 4,6|0.7,4 3.3,4'],
  B: [4, '0,6 0,0 3,0 4,0.8 4,2.2 3,3 0,3|3,3 4,3.8 4,5.2 3,6 0,6'],
  C: [4, '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5'],
  D: [4, '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0'],
  E: [3.6, '3.6,0 0,0 0,6 3.6,6|0,3 3,3'],
  F: [3.6, '3.6,0 0,0 0,6|0,3 3,3'],
  G: [4, '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.3 2.4,3.3'],
  H: [4, '0,0 0,6|4,0 4,6|0,3 4,3'],
  I: [0, '0,0 0,6'],
  J: [3, '3,0 3,5 2,6 1,6 0,5'],
  K: [4, '0,0 0,6|4,0 0,3.6|1.4,2.5 4,6'],
  L: [3.5, '0,0 0,6 3.5,6'],
  M: [5, '0,6 0,0 2.5,4 5,0 5,6'],
  N: [4, '0,6 0,0 4,6 4,0'],
  O: [4, '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0'],
  P: [4, '0,6 0,0 3,0 4,0.8 4,2.2 3,3 0,3'],
  Q: [4, '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2.6,4.6 4.2,6.2'],
  R: [4, '0,6 0,0 3,0 4,0.8 4,2.2 3,3 0,3|2,3 4,6'],
  S: [4, '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5'],
  T: [4, '0,0 4,0|2,0 2,6'],
  U: [4, '0,0 0,5 1,6 3,6 4,5 4,0'],
  V: [4, '0,0 2,6 4,0'],
  W: [5.4, '0,0 1.35,6 2.7,2 4.05,6 5.4,0'],
  X: [4, '0,0 4,6|4,0 0,6'],
  Y: [4, '0,0 2,3 4,0|2,3 2,6'],
  Z: [4, '0,0 4,0 0,6 4,6'],
  '0': [4, '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0'],
  '1': [2, '0,1 2,0 2,6'],
  '2': [4, '0,1 1,0 3,0 4,1 4,2 0,6 4,6'],
  '3': [4, '0,0 4,0 2,2.5 3,2.5 4,3.5 4,5 3,6 1,6 0,5'],
  '4': [4, '3,6 3,0 0,4 4,4'],
  '5': [4, '4,0 0,0 0,2.7 3,2.7 4,3.7 4,5 3,6 0,6'],
  '6': [4, '3.5,0 1,0 0,1.5 0,5 1,6 3,6 4,5 4,4 3,3 0,3'],
  '7': [4, '0,0 4,0 1.5,6'],
  '8': [4, '1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3'],
  '9': [4, '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 0.5,6'],
  '&': [4, '4,6 1,2 1,1 1.7,0 2.5,0 3,1 3,1.7 0.4,3.8 0.4,5 1.4,6 2.6,6 4,4.2'],
  '-': [2.6, '0,3.4 2.6,3.4'],
  "'": [0, '0,0 0,1.4'],
  '.': [0, '0,6 0,6'],
  ',': [0.4, '0.4,5.6 0,7'],
  '(': [1.5, '1.5,-0.3 0,1.5 0,4.5 1.5,6.3'],
  ')': [1.5, '0,-0.3 1.5,1.5 1.5,4.5 0,6.3'],
  '/': [3, '0,6.3 3,-0.3'],
};
const DOTS = '|1.1,-1.5 1.1,-1.5|2.9,-1.5 2.9,-1.5';
GLYPHS.Ä = [4, `${GLYPHS.A?.[1]}${DOTS}`];
GLYPHS.Ö = [4, `${GLYPHS.O?.[1]}${DOTS}`];
GLYPHS.Ü = [4, `${GLYPHS.U?.[1]}${DOTS}`];

const SPACE = 2.6;
const GAP = 1.5;

type Segment = [number, number, number, number];

/** Parsed once: a glyph's width and its strokes as segments. */
const parsed = new Map<string, { width: number; segments: Segment[] }>();
for (const [char, [width, strokes]] of Object.entries(GLYPHS)) {
  const segments: Segment[] = [];
  for (const stroke of strokes.split('|')) {
    const points = stroke.split(' ').map((p) => p.split(',').map(Number) as [number, number]);
    for (let i = 0; i < points.length - 1 || i === 0; i++) {
      const [x0, y0] = points[i] as [number, number];
      const [x1, y1] = points[Math.min(i + 1, points.length - 1)] as [number, number];
      segments.push([x0, y0, x1, y1]);
    }
  }
  parsed.set(char, { width, segments });
}

/** The text as the font draws it: capitals, ß as SS, characters it lacks left out. */
export function printable(text: string): string {
  return [...text.toUpperCase()].filter((c) => c === ' ' || parsed.has(c)).join('');
}

/** Width in pixels of a printable text at a cap height. */
export function textWidth(text: string, capHeight: number): number {
  const unit = capHeight / 6;
  let width = 0;
  for (const c of text) width += (c === ' ' ? SPACE : (parsed.get(c)?.width ?? 0) + GAP) * unit;
  return Math.max(0, width - GAP * unit) + strokeWidth(capHeight);
}

export const strokeWidth = (capHeight: number) => Math.max(1.6, capHeight * 0.17);

/**
 * The strokes of a printable text in pixels, its cap line at `top` and starting at `left`, and the
 * pen's radius: what a painter draws as round-capped lines.
 */
export function textSegments(text: string, left: number, top: number, capHeight: number) {
  const unit = capHeight / 6;
  const radius = strokeWidth(capHeight) / 2;
  const segments: Segment[] = [];
  let x = left + radius;
  for (const c of text) {
    const glyph = parsed.get(c);
    if (!glyph) {
      x += SPACE * unit;
      continue;
    }
    for (const [x0, y0, x1, y1] of glyph.segments)
      segments.push([x + x0 * unit, top + y0 * unit, x + x1 * unit, top + y1 * unit]);
    x += (glyph.width + GAP) * unit;
  }
  return { segments, radius };
}
