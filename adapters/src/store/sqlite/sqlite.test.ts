import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe } from 'vitest';
import { storeContract } from '../contract';
import { createSqliteStore } from './store';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('store contract: SQLite', () => {
  storeContract(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fk-sqlite-'));
    dirs.push(dir);
    return createSqliteStore(dir);
  });
});
