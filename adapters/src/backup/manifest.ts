import { z } from 'zod';

/**
 * A backup of the embedded store is a gzip'd tar archive: `database.sqlite` (a copy of the SQLite
 * database made with its online backup API), `files/<name>` (the local files folder), and
 * `manifest.json` last, with the size and SHA-256 of every other entry. Written last, the manifest
 * is also the archive's end mark: a truncated archive has none. Version 1, written by the NeDB
 * versions, held `collections/<name>.db` (NeDB lines) instead of the database; it still restores.
 */
export const BACKUP_FORMAT = 'futterkompass-backup';
export const BACKUP_VERSION = 2;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database.sqlite';

const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

const Item = z.object({
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
const Counted = z.object({ name: z.string().regex(COLLECTION_NAME), documents: z.number().int().min(0) });
/** null: the files live in a bucket and are not part of the backup. */
const Files = z
  .array(
    Item.extend({
      name: z
        .string()
        .regex(FILE_NAME)
        .refine((n) => !n.includes('..')),
    }),
  )
  .nullable();

const Common = { format: z.literal(BACKUP_FORMAT), createdAt: z.string(), files: Files };

export const BackupManifest = z.discriminatedUnion('version', [
  z.object({ ...Common, version: z.literal(1), collections: z.array(Item.extend(Counted.shape)) }),
  z.object({
    ...Common,
    version: z.literal(2),
    database: Item,
    collections: z.array(Counted),
  }),
]);
export type BackupManifest = z.infer<typeof BackupManifest>;

export type BackupEntry =
  | { kind: 'database' }
  | { kind: 'collection'; name: string }
  | { kind: 'file'; name: string };

export const fileEntry = (name: string) => `files/${name}`;

/** What an entry's path names; null for anything a backup of these formats does not hold. */
export function parseEntryPath(entryPath: string): BackupEntry | null {
  if (entryPath === DATABASE_ENTRY) return { kind: 'database' };
  const collection = /^collections\/(.+)\.db$/.exec(entryPath)?.[1];
  if (collection !== undefined)
    return COLLECTION_NAME.test(collection) ? { kind: 'collection', name: collection } : null;
  const file = /^files\/(.+)$/.exec(entryPath)?.[1];
  if (file !== undefined)
    return FILE_NAME.test(file) && !file.includes('..') ? { kind: 'file', name: file } : null;
  return null;
}

/** Documents in all collections of a backup. */
export const documentsIn = (manifest: BackupManifest) =>
  manifest.collections.reduce((sum, c) => sum + c.documents, 0);
