import { chmod, mkdir, stat } from 'node:fs/promises';

/** Store files hold password hashes and sessions: only the server's own user may enter the folder. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` for the owner alone, and narrows a folder that an older version left open to
 * others; a folder the operator set narrower (0500) stays as it is.
 */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // mkdir leaves an existing folder as it is, and its mode passes through the umask.
  const mode = (await stat(dir)).mode & 0o777;
  if ((mode & ~PRIVATE_DIR_MODE) !== 0) await chmod(dir, mode & PRIVATE_DIR_MODE);
}
