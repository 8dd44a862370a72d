import type { Unit } from './codes';
import { formatNumber } from './format';
import { roundTo } from './round';

const SIZE_KEY = /^(\d+(?:\.\d+)?)(g|kg|ml|l)$/;

/** Filter value of a package size, e.g. '400g', '1.5kg'; 1000 g and more are given in kg (l). */
export function packagingSizeKey(size: number, unit: Unit): string {
  const base = unit === 'kg' || unit === 'l' ? size * 1000 : size;
  const liquid = unit === 'ml' || unit === 'l';
  if (base >= 1000) return `${roundTo(base / 1000, 3)}${liquid ? 'l' : 'kg'}`;
  return `${roundTo(base, 2)}${liquid ? 'ml' : 'g'}`;
}

export function isPackagingSizeKey(value: string): boolean {
  return SIZE_KEY.test(value);
}

/** Display text of a package size key, e.g. '1,5 kg'. */
export function packagingSizeLabel(key: string): string {
  const match = SIZE_KEY.exec(key);
  if (!match) return key;
  return `${formatNumber(Number(match[1]), 3)} ${match[2]}`;
}

/** Grams (or ml) of a size key, for ordering sizes. */
export function packagingSizeAmount(key: string): number {
  const match = SIZE_KEY.exec(key);
  if (!match) return Number.POSITIVE_INFINITY;
  const value = Number(match[1]);
  return match[2] === 'kg' || match[2] === 'l' ? value * 1000 : value;
}

/** The 'label||value' text form in which the list page receives package sizes. */
export function packagingSizeEntry(key: string): string {
  return `${packagingSizeLabel(key)}||${key}`;
}

export function parsePackagingSizeEntry(entry: string): { label: string; value: string } {
  const at = entry.lastIndexOf('||');
  return at < 0 ? { label: entry, value: entry } : { label: entry.slice(0, at), value: entry.slice(at + 2) };
}
