import { mkdtemp, readdir, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdapters } from './compose';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';

/** The files of `dir` this process has open (Linux: /proc/self/fd). */
async function openFilesIn(dir: string): Promise<string[]> {
  const fds = await readdir('/proc/self/fd');
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return targets.filter((target) => target.startsWith(`${dir}${path.sep}`));
}

describe('createAdapters', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fk-compose-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const logger = createLogger('silent');

  it('closes the SQLite store it opened when the search step after it fails', async () => {
    // An API in production given only Meilisearch's admin key: the search step refuses, after the
    // store has opened its database in the data folder. No request is made to the URL.
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      MEILI_URL: 'http://127.0.0.1:7700',
      MEILI_ADMIN_KEY: 'admin-key-of-the-worker',
    });
    const failed = createAdapters(config, logger, { role: 'api' });
    await expect(failed).rejects.toBeInstanceOf(ConfigError);
    await expect(failed).rejects.toThrow(/MEILI_SEARCH_KEY/);
    expect(await openFilesIn(dir)).toEqual([]);
    // The folder is free for the next start in the same process.
    const adapters = await createAdapters(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }), logger);
    expect(await openFilesIn(dir)).not.toEqual([]);
    await adapters.close();
    expect(await openFilesIn(dir)).toEqual([]);
  });
});
