// Builds the web app when its sources (or the shared domain code) changed since the last build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web', 'dist');
const stamp = path.join(dist, '.build-hash');
const inputs = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/pwa.config.ts',
  'web/build-aliases.ts',
  'web/route-chunks.mjs',
  'web/page-modules.ts',
  // This script's own options for the builds.
  'scripts/ensure-web-build.mjs',
  'web/package.json',
  'domain/src',
  'search-config/src',
  'package-lock.json',
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield full;
    return;
  }
  for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const entry of inputs) {
    for (const file of files(entry)) {
      if (file.includes(`${path.sep}node_modules${path.sep}`) || /\.test\.tsx?$/.test(file)) continue;
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const force = process.argv.includes('--force');
const current = sourceHash();
// Both builds or none: the server rendering (web/dist-ssr) must match the app it hydrates.
const ssrBundle = path.join(root, 'web', 'dist-ssr', 'entry-server.mjs');
if (!force && existsSync(stamp) && existsSync(ssrBundle) && readFileSync(stamp, 'utf8') === current)
  process.exit(0);

console.warn('Baue die Web-App …');
// Vite keeps an inherited NODE_ENV (vitest sets 'test'), which would bundle React's development build.
process.env.NODE_ENV = 'production';
const { build, loadConfigFromFile } = await import('vite');
const configFile = path.join(root, 'web', 'vite.config.ts');
const started = Date.now();
await build({
  root: path.join(root, 'web'),
  logLevel: 'warn',
  configFile,
});
// The server's rendering of the entry pages (web/src/entry-server.tsx), with every dependency inside:
// the production image installs only the API's and the indexer's packages. It resolves modules as
// the browser's build does (web/build-aliases.ts), so that both render the same markup.
const { config } = await loadConfigFromFile({ command: 'build', mode: 'production' }, configFile);
await build({
  root: path.join(root, 'web'),
  logLevel: 'warn',
  configFile: false,
  publicDir: false,
  // React, and the page table's modules (web/page-modules.ts) as the browser's build loads them.
  plugins: [
    (await import('@vitejs/plugin-react')).default(),
    config.plugins?.flat().find((plugin) => plugin?.name === 'futterkompass:page-modules'),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias: config.resolve?.alias },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
  },
});
// Hashed scripts and styles also as Brotli at its best quality, which the server sends to browsers
// that accept it (api/src/http/static.ts): about 13 % fewer bytes than its on-the-fly compression.
const assets = path.join(dist, 'assets');
for (const name of readdirSync(assets).filter((n) => /\.(js|css)$/.test(n))) {
  const file = path.join(assets, name);
  writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file)));
}
// What the server preloads for its server-rendered routes (api/src/http/route-preload.ts): data in
// the build, so that the server needs no code of the web workspace.
const { pageModulesOf, routePreloadFiles } = await import('../web/route-chunks.mjs');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const preloads = routePreloadFiles(manifest, pageModulesOf(dist));
writeFileSync(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify(preloads));
writeFileSync(stamp, current);
const { reportSizes } = await import('./size-report.mjs');
reportSizes(dist);
console.warn(`Web-App gebaut in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
