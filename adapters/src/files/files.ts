import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-dir';

/** Stored files (product images, tips PDFs, consultant logos), by file name. */
export interface FileStore {
  readonly kind: 'bucket' | 'local';
  publicUrl(name: string): string;
  read(name: string): Promise<Buffer | null>;
  write(name: string, data: Buffer, contentType: string): Promise<void>;
  remove(name: string): Promise<void>;
  /** Every stored file's name, for backups; null where the files live elsewhere (a bucket). */
  list(): Promise<string[] | null>;
}

/** The bucket did not answer in time or failed: the operation did not happen. */
export class FileStoreUnavailableError extends Error {
  override name = 'FileStoreUnavailableError';
}

const TEMP_SUFFIX = '.tmp';
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** File names are flat and plain: no folders, no traversal. */
export function assertFileName(name: string): string {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`invalid file name: ${name}`);
  return name;
}

/** A local folder, served by the API under /files. */
export function createLocalFiles(dir: string): FileStore {
  const at = (name: string) => path.join(dir, assertFileName(name));
  let writes = 0;
  return {
    kind: 'local',
    publicUrl: (name) => `/files/${encodeURIComponent(name)}`,
    async read(name) {
      return readFile(at(name)).catch(() => null);
    },
    async write(name, data) {
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      // Written beside and renamed, so that a reader or a kill never meets half a file.
      const temp = `${at(name)}.${process.pid}-${++writes}${TEMP_SUFFIX}`;
      await writeFile(temp, data, { mode: PRIVATE_FILE_MODE });
      await rename(temp, at(name)).catch(async (error: unknown) => {
        await rm(temp, { force: true });
        throw error;
      });
    },
    async remove(name) {
      await rm(at(name), { force: true });
    },
    async list() {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      // A write in progress is a temporary file beside its final name: it is not a stored file yet.
      return names.filter((name) => !name.endsWith(TEMP_SUFFIX) && SAFE_NAME.test(name)).sort();
    },
  };
}
