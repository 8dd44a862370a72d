import type { SearchDocument } from '@futterkompass/search-config';
import type { SearchEngine } from './port';

/** An engine of the kind under test, filled with `docs` in one rebuild (which applies its settings). */
export async function engineWith(
  makeEngine: () => Promise<SearchEngine<SearchDocument>>,
  docs: SearchDocument[],
): Promise<SearchEngine<SearchDocument>> {
  const engine = await makeEngine();
  await engine.replaceAll(
    (async function* () {
      yield docs;
    })(),
  );
  return engine;
}
