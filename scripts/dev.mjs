// `npm run dev`: the API with reload (tsx watch) and the Vite dev server with its proxy to the API;
// the API logs readable lines (pino-pretty) instead of JSON.
import { spawn } from 'node:child_process';

const env = { LOG_FORMAT: 'pretty', ...process.env };

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'api/src/main.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts', 'web'], { stdio: 'inherit', env: process.env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
