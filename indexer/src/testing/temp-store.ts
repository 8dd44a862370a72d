import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalFiles, createSqliteStore, type FileStore, type Store } from '@futterkompass/adapters';

/**
 * An embedded store and file folder in a fresh temporary directory; with `from`, a copy of that
 * (closed) store's directory, so that tests can share one seeding and still each change their own.
 */
export async function tempStore(from?: string): Promise<{
  dir: string;
  store: Store;
  files: FileStore;
  cleanup(): Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-indexer-'));
  if (from) await cp(from, dir, { recursive: true });
  const store = await createSqliteStore(dir);
  return {
    dir,
    store,
    files: createLocalFiles(path.join(dir, 'files')),
    async cleanup() {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
