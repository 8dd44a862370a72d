import { z } from 'zod';

/**
 * A backup of the embedded store is a gzip'd tar archive: `collections/<name>.db` (NeDB lines),
 * `files/<name>` (the local files folder), and `manifest.json` last, with the size and SHA-256 of
 * every other entry. Written last, the manifest is also the archive's end mark: a truncated archive
 * has none.
 */
export const BACKUP_FORMAT = 'futterkompass-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

const Item = z.object({
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const BackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  collections: z.array(
    Item.extend({ name: z.string().regex(COLLECTION_NAME), documents: z.number().int().min(0) }),
  ),
  /** null: the files live in a bucket and are not part of the backup. */
  files: z
    .array(
      Item.extend({
        name: z
          .string()
          .regex(FILE_NAME)
          .refine((n) => !n.includes('..')),
      }),
    )
    .nullable(),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

export type BackupEntry = { kind: 'collection'; name: string } | { kind: 'file'; name: string };

export const collectionEntry = (name: string) => `collections/${name}.db`;
export const fileEntry = (name: string) => `files/${name}`;

/** What an entry's path names; null for anything a backup of this format does not hold. */
export function parseEntryPath(entryPath: string): BackupEntry | null {
  const collection = /^collections\/(.+)\.db$/.exec(entryPath)?.[1];
  if (collection !== undefined)
    return COLLECTION_NAME.test(collection) ? { kind: 'collection', name: collection } : null;
  const file = /^files\/(.+)$/.exec(entryPath)?.[1];
  if (file !== undefined)
    return FILE_NAME.test(file) && !file.includes('..') ? { kind: 'file', name: file } : null;
  return null;
}
