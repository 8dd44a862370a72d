import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { acquireDataDirLock, type DataDirLock } from '@futterkompass/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './testing/ops-command';

const run = promisify(execFile);

/** The server's and the worker's entry points, as `npm start` and `npm run worker` run them. */
const ENTRIES = {
  server: path.join(REPO_ROOT, 'api/src/main.ts'),
  worker: path.join(REPO_ROOT, 'indexer/src/worker.ts'),
};

/** Starts one of them and answers its exit code and what it printed, once it has ended. */
async function start(entry: keyof typeof ENTRIES, env: Record<string, string>) {
  const childEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PORT: '0',
    HOST: '127.0.0.1',
    // What the worker needs before it looks at the data folder; nothing listens there.
    REDIS_URL: 'redis://127.0.0.1:1',
    MEILI_URL: 'http://127.0.0.1:1',
    ...env,
  };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', ENTRIES[entry]], {
      cwd: REPO_ROOT,
      env: childEnv,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('the server and the worker refuse to start alike', () => {
  let dir: string;
  let lock: DataDirLock;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fk-process-start-'));
  });
  afterAll(async () => {
    await lock?.release();
    await rm(dir, { recursive: true, force: true });
  });

  it('a bad value of the environment: its German message alone, exit code 1', async () => {
    const env = { DATA_DIR: dir, LOG_LEVEL: 'laut' };
    const [server, worker] = await Promise.all([start('server', env), start('worker', env)]);
    const refusal = {
      code: 1,
      stdout: '',
      stderr:
        'Ungültige Konfiguration:\n  LOG_LEVEL: Ungültige Option: erwartet eine von "fatal"|"error"|"warn"|"info"|"debug"|"trace"|"silent"\n',
    };
    expect(server).toEqual(refusal);
    expect(worker).toEqual(refusal);
  });

  it('a data folder another process holds: who holds it and what to do, no stack trace', async () => {
    lock = await acquireDataDirLock(dir);
    const env = { DATA_DIR: dir };
    const [server, worker] = await Promise.all([start('server', env), start('worker', env)]);
    const refusal = `Der Datenbestand in ${dir} wird vom laufenden Futterkompass-Server verwendet (Prozess ${process.pid}).\nDenselben Datenbestand kann nur ein Prozess zugleich öffnen. Bitte den laufenden Prozess beenden oder DATA_DIR ändern.\n`;
    expect({ code: server.code, stderr: server.stderr }).toEqual({ code: 1, stderr: refusal });
    expect({ code: worker.code, stderr: worker.stderr }).toEqual({ code: 1, stderr: refusal });
  });
});
