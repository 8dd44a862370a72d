import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const commandEnv = (env: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  ...env,
});

const OPS = path.join(REPO_ROOT, 'api/src/cli/ops.ts');

/** Runs `npm run ops -- <args>` as npm would (from the source), returning its exit code and output. */
export async function ops(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', OPS, ...args], {
      cwd: REPO_ROOT,
      env: commandEnv(env),
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

/** Starts an ops command without waiting for it, for tests that stop it halfway. */
export function startOps(args: string[], env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', OPS, ...args], {
    cwd: REPO_ROOT,
    env: commandEnv(env),
    stdio: 'ignore',
  });
}
