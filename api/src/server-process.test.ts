import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCK_FILE } from '@futterkompass/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './testing/ops-command';

/** Resolves with the port once the server logs that it listens. */
function listening(child: ChildProcess, output: { text: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const match = /"port":(\d+)/.exec(output.text);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', look);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output.text}`)));
  });
}

describe('the server process', () => {
  let dataDir: string;
  let child: ChildProcess;
  const output = { text: '' };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-server-process-'));
    child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/main.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output.text += chunk.toString();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
  });
  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves, then on SIGTERM closes, releases the data directory and exits 0', async () => {
    const port = await listening(child, output);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    await access(path.join(dataDir, LOCK_FILE));
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output.text).toContain('"signal":"SIGTERM"');
    expect(output.text).not.toContain('deadline passed');
    await expect(access(path.join(dataDir, LOCK_FILE))).rejects.toThrow();
  });
});
