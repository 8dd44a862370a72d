import type { SearchDocument } from '@futterkompass/search-config';
import type { SearchEngine } from './port';

/** An engine of the kind under test, prepared and filled with `docs` in one rebuild. */
export async function engineWith(
  makeEngine: () => Promise<SearchEngine<SearchDocument>>,
  docs: SearchDocument[],
): Promise<SearchEngine<SearchDocument>> {
  const engine = await makeEngine();
  await engine.prepare();
  await engine.replaceAll(
    (async function* () {
      yield docs;
    })(),
  );
  return engine;
}
