import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { syncPath } from '../fs-sync';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../private-dir';
import { STORE_FILE_SUFFIX } from './nedb-integrity';

/**
 * A new catalogue is built in a folder beside the live store and moved in at the end. The commit
 * file is the point of no return: written atomically once the new files are complete, it makes
 * every later open finish the move. Without it, an open throws the half-built folder away. So a
 * kill leaves either the old catalogue or the new one, never a mix.
 */
const STAGING_FOLDER = '.staging';
const COMMIT_FILE = '.staging-commit.json';

export interface StagingPlan {
  /** The collections whose files replace the live ones; other files of the staging store are dropped. */
  collections: string[];
  /** The live local files folder that the staged files move into, if files are stored locally. */
  filesDir?: string;
  /**
   * A restore: the files folder holds only these names afterwards (live files not among them are
   * removed). Without it the staged files are added to the folder (a seed).
   */
  onlyFiles?: string[];
}

export interface Staging {
  storeDir: string;
  filesDir: string;
}

/** Throws an unfinished build away (nothing was committed). */
export async function discardStaging(dir: string): Promise<void> {
  await rm(path.join(dir, STAGING_FOLDER), { recursive: true, force: true });
}

export async function openStaging(dir: string): Promise<Staging> {
  const storeDir = path.join(dir, STAGING_FOLDER);
  await rm(storeDir, { recursive: true, force: true });
  await ensurePrivateDir(storeDir);
  return { storeDir, filesDir: path.join(storeDir, 'files') };
}

/** Moves the staged files in; the live store of `dir` must be closed. */
export async function commitStaging(dir: string, plan: StagingPlan): Promise<void> {
  const commit = path.join(dir, COMMIT_FILE);
  await writeFile(`${commit}.tmp`, JSON.stringify(plan), { mode: PRIVATE_FILE_MODE, flush: true });
  await rename(`${commit}.tmp`, commit);
  await syncPath(dir);
  await finish(dir, plan);
}

export type StagingOutcome = 'none' | 'finished' | 'discarded';

/** Run before a store opens its files: completes a committed move or drops an unfinished build. */
export async function recoverStaging(dir: string): Promise<StagingOutcome> {
  const commit = path.join(dir, COMMIT_FILE);
  const text = await readFile(commit, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text !== null) {
    await finish(dir, parsePlan(commit, text));
    return 'finished';
  }
  const staged = await readdir(path.join(dir, STAGING_FOLDER)).catch(() => null);
  await rm(`${commit}.tmp`, { force: true });
  if (staged === null) return 'none';
  await rm(path.join(dir, STAGING_FOLDER), { recursive: true, force: true });
  return 'discarded';
}

function parsePlan(file: string, text: string): StagingPlan {
  try {
    const plan = JSON.parse(text) as StagingPlan;
    if (Array.isArray(plan.collections) && (plan.onlyFiles === undefined || Array.isArray(plan.onlyFiles)))
      return plan;
  } catch {
    // reported below
  }
  throw new Error(
    `Die Datei ${file} ist unlesbar. Ein Seed oder eine Wiederherstellung des Datenbestands wurde nicht abgeschlossen; bitte 'npm run ops -- seed --replace' bzw. 'npm run ops -- restore <datei>' erneut ausführen.`,
  );
}

/** Idempotent: a kill halfway through is finished by the next open. */
async function finish(dir: string, plan: StagingPlan): Promise<void> {
  const staging = path.join(dir, STAGING_FOLDER);
  for (const name of plan.collections) {
    const file = `${name}${STORE_FILE_SUFFIX}`;
    await moveIfPresent(path.join(staging, file), path.join(dir, file));
  }
  if (plan.filesDir) {
    await ensurePrivateDir(plan.filesDir);
    const stagedFiles = path.join(staging, 'files');
    for (const name of (await readdir(stagedFiles).catch(() => [])) as string[])
      await moveIfPresent(path.join(stagedFiles, name), path.join(plan.filesDir, name));
    if (plan.onlyFiles) {
      const kept = new Set(plan.onlyFiles);
      for (const name of await readdir(plan.filesDir))
        if (!kept.has(name)) await rm(path.join(plan.filesDir, name), { force: true });
    }
    await syncPath(plan.filesDir);
  }
  await syncPath(dir);
  await rm(path.join(dir, COMMIT_FILE), { force: true });
  await rm(staging, { recursive: true, force: true });
}

async function moveIfPresent(from: string, to: string): Promise<void> {
  await rename(from, to).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
