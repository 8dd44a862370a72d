import { ensureMeiliKeys } from '@futterkompass/adapters';
import { UsageError } from '../args';
import { type OpsCommand, out } from '../command';

/**
 * Makes (or finds) the two scoped Meilisearch keys with the master key and prints them as lines
 * for .env: the API searches with the first, the worker and ops work with the second.
 */
export const searchKeysCommand: OpsCommand = {
  command: 'search-keys',
  describe: 'Meilisearch-Schlüssel für API (nur Suche) und Indexer (Admin) mit dem Master-Key anlegen',
  title: 'Schlüssel',
  async run(_args, { config }) {
    if (config.search.kind !== 'meilisearch' || !config.search.keys.master)
      throw new UsageError('Dieser Befehl braucht MEILI_URL und MEILI_MASTER_KEY.');
    const keys = await ensureMeiliKeys({
      url: config.search.url,
      masterKey: config.search.keys.master,
      indexUid: config.search.indexUid,
    });
    out(
      keys.created.length > 0
        ? `# angelegt: ${keys.created.join(', ')}`
        : '# beide Schlüssel gab es schon; hier ihre Werte',
    );
    out(`MEILI_SEARCH_KEY=${keys.search}`);
    out(`MEILI_ADMIN_KEY=${keys.admin}`);
    return 0;
  },
};
