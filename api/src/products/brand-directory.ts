import { COLLECTIONS, type Store } from '@futterkompass/adapters';
import type { Brand } from '@futterkompass/domain';

/** A brand as its page and the list's brand filter name it. */
export interface BrandEntry {
  _id: string;
  name: string;
  slug: string;
  description: string | null;
}

export interface BrandDirectoryOptions {
  /** How long the brands read are used before they are read again. */
  maxAgeMs?: number;
  /** An unknown slug or id reads the brands again, but not more often than this. */
  missReloadMs?: number;
  now?: () => number;
}

/**
 * Every brand by slug and by id, read from the store at once and kept for a while (the list
 * translates the slugs of its addresses into the ids its search knows, and names the slug of each
 * brand it offers, on every request). A brand another process created shows up at the next read:
 * after `maxAgeMs`, or at the first miss once `missReloadMs` passed (so that made-up slugs cannot
 * make every request read the store).
 */
export function createBrandDirectory(
  store: Store,
  { maxAgeMs = 5 * 60_000, missReloadMs = 5_000, now = Date.now }: BrandDirectoryOptions = {},
) {
  const brands = store.collection<Brand>(COLLECTIONS.brands);
  interface Snapshot {
    at: number;
    bySlug: Map<string, BrandEntry>;
    byId: Map<string, BrandEntry>;
    all: BrandEntry[];
  }
  let snapshot: Promise<Snapshot> | null = null;
  let readAt = Number.NEGATIVE_INFINITY;

  const read = (): Promise<Snapshot> => {
    readAt = now();
    const reading = brands
      .find({}, { projection: { _id: 1, name: 1, slug: 1, description: 1 } })
      .then((found) => {
        // A brand without a slug (stored by an older process meanwhile) is named by its id.
        const all = found.map((b) => ({
          _id: b._id,
          name: b.name,
          slug: b.slug ?? b._id,
          description: b.description ?? null,
        }));
        return {
          at: readAt,
          bySlug: new Map(all.map((b) => [b.slug, b])),
          byId: new Map(all.map((b) => [b._id, b])),
          all,
        };
      });
    // A failed read is not kept: the next call reads again.
    reading.catch(() => {
      if (snapshot === reading) snapshot = null;
    });
    snapshot = reading;
    return reading;
  };
  const current = async (): Promise<Snapshot> => {
    const held = snapshot ? await snapshot : null;
    return held && now() - held.at < maxAgeMs ? held : read();
  };
  /** The snapshot, read again when it misses a key and the last read is old enough. */
  const lookUp = async (has: (s: Snapshot) => boolean): Promise<Snapshot> => {
    const held = await current();
    return has(held) || now() - readAt < missReloadMs ? held : read();
  };

  return {
    async bySlug(slug: string): Promise<BrandEntry | null> {
      return (await lookUp((s) => s.bySlug.has(slug))).bySlug.get(slug) ?? null;
    },

    async byId(id: string): Promise<BrandEntry | null> {
      return (await lookUp((s) => s.byId.has(id))).byId.get(id) ?? null;
    },

    /** The ids of brands named by slug or id; a value naming none stays as it is (and matches none). */
    async idsOf(keys: readonly string[]): Promise<string[]> {
      if (keys.length === 0) return [];
      const s = await lookUp((held) => keys.every((k) => held.bySlug.has(k) || held.byId.has(k)));
      return keys.map((key) => s.bySlug.get(key)?._id ?? key);
    },

    /** The slugs of brands by id; an id of no known brand is its own slug. */
    async slugsOf(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const s = await lookUp((held) => ids.every((id) => held.byId.has(id)));
      return new Map(ids.map((id) => [id, s.byId.get(id)?.slug ?? id]));
    },

    async all(): Promise<readonly BrandEntry[]> {
      return (await current()).all;
    },

    /** A brand was created in this process: the next look-up reads the brands again. */
    invalidate() {
      snapshot = null;
    },
  };
}

export type BrandDirectory = ReturnType<typeof createBrandDirectory>;
