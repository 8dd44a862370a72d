import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalFiles, createSqliteStore, type FileStore, type Store } from '@futterkompass/adapters';

/** An embedded store and file folder in a fresh temporary directory. */
export async function tempStore(): Promise<{
  dir: string;
  store: Store;
  files: FileStore;
  cleanup(): Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-indexer-'));
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
