import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './ops-command';

/** Gathers what the process prints, for assertions on its log lines. */
export function collectOutput(child: ChildProcess, output: { text: string }) {
  const collect = (chunk: Buffer) => {
    output.text += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
}

/** `npm start` from the sources in a process of its own, on a free port, logging at info. */
export function spawnServer(dataDir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the port once the server logs that it listens. */
export function listening(child: ChildProcess, output: { text: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const match = /"port":(\d+)/.exec(output.text);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', look);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output.text}`)));
  });
}
