import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LOCK_FILE } from '@futterkompass/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './testing/ops-command';
import { collectOutput, listening, spawnServer } from './testing/server-child';

const run = promisify(execFile);

describe('the server process', () => {
  let dataDir: string;
  let child: ChildProcess;
  const output = { text: '' };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-server-process-'));
    child = spawnServer(dataDir, { SEED_DEMO_DATA: 'false' });
    collectOutput(child, output);
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

describe('the compiled production build', () => {
  let dataDir: string;
  let child: ChildProcess;
  const output = { text: '' };
  const env = (more: Record<string, string>) => ({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    ...more,
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-compiled-'));
    await run(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT });
    // `npm run ops` in production: the launcher runs the ops bundle.
    const seeded = await run(
      process.execPath,
      ['scripts/launch.mjs', 'ops', 'seed', '--products', '30', '--no-images'],
      { cwd: REPO_ROOT, env: env({}) },
    );
    expect(seeded.stdout).toContain('30 Produkte');
    // The image's command: node on the bundle, no TypeScript loader.
    child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/main.mjs')], {
      cwd: REPO_ROOT,
      env: env({ PORT: '0', HOST: '127.0.0.1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    collectOutput(child, output);
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts from the bundle, answers health and a list call, and exits 0 on SIGTERM', async () => {
    const port = await listening(child, output);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()).toEqual({
      success: true,
      status: 'ok',
      store: 'ok',
      search: 'ok',
      disk: 'ok',
    });
    const list = await fetch(`http://127.0.0.1:${port}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: {}, initial: true }),
    });
    const answer = (await list.json()) as { success: number; nOfProducts: number; products: unknown[] };
    expect(answer.success).toBe(1);
    expect(answer.nOfProducts).toBeGreaterThan(0);
    expect(answer.products.length).toBeGreaterThan(0);
    // Production logs stay JSON lines.
    expect(output.text.split('\n')[0]).toMatch(/^\{"level":30,/);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    expect((await exited)[0]).toBe(0);
  });
});
