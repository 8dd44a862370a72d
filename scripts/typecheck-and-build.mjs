// `npm test`: the type check and the web app's build (which the browser journeys serve) side by side.
// Each keeps about one core busy, so on two cores both take little longer than the type check alone;
// vitest's global setup then finds the build up to date instead of building before any test runs.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const run = (args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

const codes = await Promise.all([run([tsc, '-b']), run([path.join(root, 'scripts/ensure-web-build.mjs')])]);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
