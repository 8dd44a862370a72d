import type { Type1 } from '@futterkompass/domain';

const COLORS: Record<Type1, [string, string]> = {
  wet: ['#2f7d32', '#e8f5e9'],
  dried: ['#8d6e63', '#efebe9'],
  raw: ['#c62828', '#ffebee'],
  flakes: ['#f9a825', '#fffde7'],
  suplement: ['#1565c0', '#e3f2fd'],
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A simple package picture for a demo product (SVG without script). */
export function packshotSvg(brand: string, series: string, type1: Type1): Buffer {
  const [ink, paper] = COLORS[type1];
  const words = series.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 16) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 4)
    .map(
      (line, i) =>
        `<text x="100" y="${118 + i * 20}" font-size="15" text-anchor="middle" fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="240" viewBox="0 0 200 240"><rect x="20" y="20" width="160" height="200" rx="14" fill="${paper}" stroke="${ink}" stroke-width="4"/><rect x="20" y="20" width="160" height="56" rx="14" fill="${ink}"/><text x="100" y="56" font-size="16" font-weight="bold" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(brand.slice(0, 18))}</text><g font-family="sans-serif">${text}</g></svg>`,
  );
}
