// Prints the size of every built asset and the initial JavaScript of the app (gzip).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function reportSizes(dist) {
  const assets = path.join(dist, 'assets');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
  const rows = readdirSync(assets)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((file) => {
      const data = readFileSync(path.join(assets, file));
      return { file, raw: data.length, gzip: gzipSync(data).length, initial: initial.has(file) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
  console.warn('Datei'.padEnd(44), 'roh'.padStart(9), 'gzip'.padStart(9));
  for (const r of rows)
    console.warn(`${r.initial ? '* ' : '  '}${r.file.padEnd(42)} ${kb(r.raw)} ${kb(r.gzip)}`);
  const initialGzip = rows
    .filter((r) => r.initial && r.file.endsWith('.js'))
    .reduce((sum, r) => sum + r.gzip, 0);
  console.warn(`Initiales JavaScript (*): ${kb(initialGzip).trim()} gzip`);
  return { rows, initialGzip };
}
