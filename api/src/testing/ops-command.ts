import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { main } from '@futterkompass/indexer/cli';
import { ALL_OPS_COMMANDS } from '../cli/ops-commands';

const run = promisify(execFile);
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const commandEnv = (env: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  ...env,
});

const OPS = path.join(REPO_ROOT, 'api/src/cli/ops.ts');

/**
 * Runs `npm run ops -- <args>` in this process (the command line's own `main`), returning its exit
 * code and what it wrote, result lines and failures in the order written.
 */
export async function ops(args: string[], env: Record<string, string>) {
  let output = '';
  const write = (text: string) => {
    output += `${text}\n`;
  };
  const progress = { write: (text: string) => (output += text) };
  const code = await main(ALL_OPS_COMMANDS, args, { out: write, err: write, progress, env: commandEnv(env) });
  return { code, output };
}

/** Runs `npm run ops -- <args>` as npm would, in a process of its own (from the source). */
export async function opsProcess(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', OPS, ...args], {
      cwd: REPO_ROOT,
      env: commandEnv(env),
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Starts an ops command in a process of its own without waiting for it, for tests that stop it halfway. */
export function startOps(args: string[], env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', OPS, ...args], {
    cwd: REPO_ROOT,
    env: commandEnv(env),
    stdio: 'ignore',
  });
}
