import { readdir } from 'node:fs/promises';
import { LAST_BACKUP_FILE } from './state-file';

/** Folders a repair leaves in the data folder (the damaged files; documents set aside). */
const REPAIR_FOLDERS = ['beschaedigt-', 'reparatur-'];

/**
 * Why an empty embedded store must not be filled with the demo catalogue: a recorded backup, the
 * traces of a repair (its folders, its mark in the database). Demo data there would look like a
 * healthy store and hide that the real one is gone; the operator restores or reimports instead.
 */
export async function seedBlockers(dir: string, repairedAt: string | null): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const found: string[] = [];
  if (names.includes(LAST_BACKUP_FILE)) found.push(`${LAST_BACKUP_FILE} verzeichnet eine Sicherung`);
  const repaired = names.filter((name) => REPAIR_FOLDERS.some((prefix) => name.startsWith(prefix)));
  if (repaired.length > 0) found.push(`eine Reparatur hat ${repaired.join(', ')} hinterlassen`);
  else if (repairedAt) found.push(`der Bestand wurde am ${repairedAt} repariert`);
  return found;
}
