// Size of the built assets and of each route's initial JavaScript (gzip), from Vite's manifest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestClosure, pageModulesOf } from '../web/route-chunks.mjs';

// 151 KB since the brand and category pages (issue 43): their headings and list addresses, 1.4 KB;
// 155 KB since Mein Tier (issue 42): profiles, cost per day, the "ohne …" filters and the allergy
// shield (the family names only; the label terms stay out, docs/performance.md); 159 KB since the
// list timing machine (issue 46), the return to started actions (44) and the quick search's cost
// per day (42) came together: 158.1 KB.
export const LIST_ROUTE_BUDGET = 159 * 1024;

export function routeSizes(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const gzip = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
  const sizes = {};
  // Each server-rendered route's initial JavaScript: the entry plus the route's page chunk.
  for (const [route, page] of Object.entries(pageModulesOf(dist))) {
    const keys = manifestClosure(manifest, page, manifestClosure(manifest, 'index.html'));
    sizes[route] = [...keys].reduce((sum, key) => sum + gzip(manifest[key].file), 0);
  }
  return { manifest, sizes, gzip };
}

export function reportSizes(dist) {
  const { manifest, sizes, gzip } = routeSizes(dist);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const files = Object.values(manifest)
    .filter((c) => c.file.endsWith('.js'))
    .map((c) => ({ file: c.file, raw: readFileSync(path.join(dist, c.file)).length, gz: gzip(c.file) }))
    .sort((a, b) => b.gz - a.gz);
  console.warn('Datei'.padEnd(48), 'roh'.padStart(10), 'gzip'.padStart(10));
  for (const f of files)
    console.warn(`  ${f.file.padEnd(46)} ${kb(f.raw).padStart(10)} ${kb(f.gz).padStart(10)}`);
  for (const [route, size] of Object.entries(sizes))
    console.warn(`Initiales JavaScript ${route}: ${kb(size)} gzip`);
  if (sizes['/produkte'] > LIST_ROUTE_BUDGET)
    console.warn(`Achtung: /produkte über dem Budget von ${kb(LIST_ROUTE_BUDGET)}`);
  return sizes;
}
