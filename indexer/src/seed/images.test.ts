import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { packshotPng } from './images';

const read = (file: Buffer) => PNG.sync.read(file);
const pixel = (png: PNG, x: number, y: number) => [
  ...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4),
];

describe('packshotPng', () => {
  it('is a PNG of twice the card size, the package in the colours of its type on a transparent ground', () => {
    const png = read(packshotPng('Seeblick', 'Lachs', 'raw'));
    expect([png.width, png.height]).toEqual([300, 360]);
    expect(pixel(png, 2, 2)).toEqual([0, 0, 0, 0]);
    // The band at the top in the type's ink, the body in its paper colour.
    expect(pixel(png, 50, 100)).toEqual([0xc6, 0x28, 0x28, 255]);
    expect(pixel(png, 50, 300)).toEqual([0xff, 0xeb, 0xee, 255]);
    const wet = read(packshotPng('Seeblick', 'Lachs', 'wet'));
    expect(pixel(wet, 50, 100)).toEqual([0x2f, 0x7d, 0x32, 255]);
  });

  it('prints a label line per line of the series and a brand mark as long as the name', () => {
    const oneLine = read(packshotPng('Seeblick', 'Lachs', 'wet'));
    const twoLines = read(packshotPng('Seeblick', 'Lachs mit Kartoffel', 'wet'));
    // The second label line (y 190-202) only where the series needs a second line.
    expect(pixel(oneLine, 150, 196)).toEqual(pixel(oneLine, 150, 240));
    expect(pixel(twoLines, 150, 196)).not.toEqual(pixel(twoLines, 150, 240));
    // A longer brand has a wider white mark in the band.
    const longBrand = read(packshotPng('Allgäuer Tierkost', 'Lachs', 'wet'));
    expect(pixel(oneLine, 70, 72)).toEqual([0x2f, 0x7d, 0x32, 255]);
    expect(pixel(longBrand, 70, 72)[0]).toBeGreaterThan(240);
  });

  it('gives the same bytes for the same product', () => {
    expect(packshotPng('Seeblick', 'Lachs', 'dried').equals(packshotPng('Seeblick', 'Lachs', 'dried'))).toBe(
      true,
    );
  });
});
