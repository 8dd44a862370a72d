import { rm } from 'node:fs/promises';
import { createMeiliSearch, loadConfig } from '@futterkompass/adapters';
import { startMeiliStandIn } from '@futterkompass/adapters/testing';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { afterEach, expect, it, vi } from 'vitest';
import { reindexAll } from '../../reindex';
import { seedDemoCatalogue } from '../../seed/run';
import { tempStore } from '../../testing/temp-store';
import type { OpsCommand } from '../command';
import { indexCommand } from './index-check';

const KEY = 'index-check-master-key-01';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs `index check` or `index repair` in this process: its exit code and what it printed. */
async function run(action: 'check' | 'repair', env: Record<string, string>) {
  const printed: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    printed.push(String(chunk));
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const command = indexCommand.subcommands?.find((c) => c.command === action) as OpsCommand;
  const code = await (command.run as NonNullable<OpsCommand['run']>)({}, { config: loadConfig(env) });
  vi.restoreAllMocks();
  return { code, output: printed.join('') };
}

it('reports the drift of a Meilisearch index in German, repairs it, and then finds none', async () => {
  const env = await tempStore();
  const stand = await startMeiliStandIn({ apiKey: KEY });
  try {
    await seedDemoCatalogue(env, { products: 20, images: false, demoUsers: false });
    const search = createMeiliSearch<SearchDocument>({
      url: stand.url,
      apiKey: KEY,
      indexUid: 'products',
      index: PRODUCT_INDEX,
    });
    await reindexAll({ store: env.store, search });
    await env.store.close();
    const [lost] = stand.ids('products') as [string];
    stand.indexes.get('products')?.docs.delete(lost);
    const vars = { NODE_ENV: 'test', DATA_DIR: env.dir, MEILI_URL: stand.url, MEILI_MASTER_KEY: KEY };

    const found = await run('check', vars);
    expect(found.code).toBe(1);
    expect(found.output).toMatch(
      /Suchindex geprüft: \d+ Produkte verglichen; 1 fehlen, 0 veraltet, 0 überzählig, 0 ohne gültiges Suchdokument\./,
    );
    expect(found.output).toContain(`  fehlen: ${lost}\n`);
    expect(found.output).toContain(
      "Mit 'npm run ops -- index repair' wird der Suchindex an den Datenbestand angeglichen.",
    );

    const repaired = await run('repair', vars);
    expect(repaired).toMatchObject({ code: 0, output: expect.stringContaining('Suchindex abgeglichen') });
    expect(stand.ids('products')).toContain(lost);
    expect((await run('check', vars)).code).toBe(0);
  } finally {
    await stand.close();
    await rm(env.dir, { recursive: true, force: true });
  }
});
