import { type Key, Meilisearch } from 'meilisearch';
import { translateMeiliError } from './meili-errors';

/** The names under which the portal's keys are kept in Meilisearch. */
export const MEILI_KEY_NAMES = { search: 'futterkompass-search', admin: 'futterkompass-admin' } as const;

/**
 * What each key may do. The API's key only searches the live index. The admin key (worker and ops)
 * reaches the live index and its build indexes (`<index>*`): documents, settings, creating,
 * swapping and deleting indexes, their tasks, stats and the version; never other keys.
 */
export function meiliKeySpecs(indexUid: string) {
  return {
    search: { actions: ['search'], indexes: [indexUid] },
    admin: {
      actions: ['search', 'documents.*', 'indexes.*', 'settings.*', 'tasks.get', 'stats.get', 'version'],
      indexes: [`${indexUid}*`],
    },
  };
}

/**
 * Makes the portal's two Meilisearch keys with the master key, or finds them by name when they
 * exist (as they are), and answers their values. The master key is used for this and nothing else.
 */
export async function ensureMeiliKeys(options: {
  url: string;
  masterKey: string;
  indexUid: string;
}): Promise<{ search: string; admin: string; created: string[] }> {
  const client = new Meilisearch({ host: options.url, apiKey: options.masterKey, timeout: 10_000 });
  const specs = meiliKeySpecs(options.indexUid);
  try {
    const existing = (await client.getKeys({ limit: 1000 })).results;
    const created: string[] = [];
    const keyFor = async (role: 'search' | 'admin'): Promise<Key> => {
      const name = MEILI_KEY_NAMES[role];
      const found = existing.find((key) => key.name === name);
      if (found) return found;
      created.push(name);
      return client.createKey({
        name,
        description: role === 'search' ? 'Futterkompass-API: nur Suche' : 'Futterkompass-Indexer und Ops',
        ...specs[role],
        expiresAt: null,
      });
    };
    const search = await keyFor('search');
    const admin = await keyFor('admin');
    return { search: search.key, admin: admin.key, created };
  } catch (error) {
    throw translateMeiliError(error);
  }
}
