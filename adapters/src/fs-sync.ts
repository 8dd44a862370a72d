import { open } from 'node:fs/promises';

/** Flushes a file's data, or a folder's entries after a rename, to the disk. */
export async function syncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
