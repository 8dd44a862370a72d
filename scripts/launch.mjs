// `npm start`, `npm run ops`, `npm run worker`: with NODE_ENV=production the compiled bundle (no
// TypeScript at run time), otherwise the source through tsx, and for the server an up-to-date web
// build first. The program runs in this process, so signals reach it directly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENTRIES } from './entries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
const programs = Object.keys(ENTRIES).filter((key) => !ENTRIES[key].thread);
const entry = programs.includes(name) ? ENTRIES[name] : undefined;
if (!entry) {
  console.error(`Unbekanntes Programm „${name}“; bekannt sind: ${programs.join(', ')}.`);
  process.exit(1);
}

let file;
if (process.env.NODE_ENV === 'production') {
  file = path.join(root, entry.bundle);
  if (!existsSync(file)) {
    console.error(`Der Produktions-Build fehlt (${entry.bundle}): bitte zuerst 'npm run build' ausführen.`);
    process.exit(1);
  }
} else {
  if (name === 'server') {
    const web = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-web-build.mjs')], {
      stdio: 'inherit',
    });
    if (web.status !== 0) process.exit(web.status ?? 1);
  }
  const { register } = await import('tsx/esm/api');
  register();
  file = path.join(root, entry.source);
}
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
