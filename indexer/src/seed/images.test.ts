import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { type Pack, packshotPng } from './images';

const read = (pack: Pack) => PNG.sync.read(packshotPng(pack));
const pixel = (png: PNG, x: number, y: number) => [
  ...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4),
];
/** Pixels of a region that differ between two pictures. */
function differing(a: PNG, b: PNG, x0: number, y0: number, x1: number, y1: number): number {
  let count = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) if (pixel(a, x, y).join() !== pixel(b, x, y).join()) count++;
  return count;
}
/** Near-white pixels of a region: lettering on the brand's colour. */
function whiteIn(png: PNG, x0: number, y0: number, x1: number, y1: number): number {
  let count = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) if (Math.min(...pixel(png, x, y).slice(0, 3)) > 230) count++;
  return count;
}

const WALDHOF: Pack = {
  brand: 'Waldhof Naturkost',
  series: 'Landküche Huhn & Reis',
  type1: 'wet',
  animal: ['dog'],
};

describe('packshotPng', () => {
  it('is a PNG of twice the card size on a transparent ground, the body in the brand’s colour', () => {
    const png = read(WALDHOF);
    expect([png.width, png.height]).toEqual([300, 360]);
    expect(pixel(png, 2, 2)).toEqual([0, 0, 0, 0]);
    const body = pixel(png, 56, 200);
    expect(body[3]).toBe(255);
    // The same brand keeps its colour on another pack; another brand has its own.
    expect(pixel(read({ ...WALDHOF, type1: 'dried', series: 'Adult Lamm' }), 48, 200)).toEqual(body);
    expect(pixel(read({ ...WALDHOF, brand: 'Katzenkönig' }), 56, 200)).not.toEqual(body);
  });

  it('has a shape per food type: a can, a bag, a tub with a lid, a tall bag, a bottle', () => {
    const shapes = (['wet', 'dried', 'raw', 'flakes', 'suplement'] as const).map((type1) =>
      read({ ...WALDHOF, type1 }),
    );
    // Where each shape has its body or nothing: no two types alike at these points.
    const probes: [number, number][] = [
      [40, 300],
      [40, 100],
      [70, 40],
      [150, 60],
      [56, 200],
    ];
    const signatures = shapes.map((png) =>
      probes.map(([x, y]) => (pixel(png, x, y)[3] as number) > 128).join(),
    );
    expect(new Set(signatures).size).toBe(5);
  });

  it('prints the brand name, the series and the food type, and shows the animals', () => {
    const other = (over: Partial<Pack>) => read({ ...WALDHOF, ...over });
    const base = read(WALDHOF);
    // Brand lettering in the band above the label, series lettering on the label.
    expect(whiteIn(base, 62, 60, 238, 106)).toBeGreaterThan(200);
    expect(differing(base, other({ brand: 'Waldhof Naturkost Plus' }), 62, 60, 238, 106)).toBeGreaterThan(
      100,
    );
    expect(differing(base, other({ series: 'Feinschmecker Lachs' }), 62, 112, 238, 200)).toBeGreaterThan(100);
    // The food type at the bottom of the pack ('NASSFUTTER' on the can).
    expect(whiteIn(base, 62, 282, 238, 308)).toBeGreaterThan(80);
    // A dog's head, a cat's, or both at the bottom of the label.
    const dog = other({ animal: ['dog'] });
    const cat = other({ animal: ['cat'] });
    const both = other({ animal: ['dog', 'cat'] });
    expect(differing(dog, cat, 100, 220, 200, 276)).toBeGreaterThan(100);
    expect(differing(dog, both, 100, 220, 200, 276)).toBeGreaterThan(100);
  });

  it('gives the same bytes for the same product', () => {
    expect(packshotPng(WALDHOF).equals(packshotPng({ ...WALDHOF, animal: ['dog'] }))).toBe(true);
  });
});
