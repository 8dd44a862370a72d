import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { COLLECTIONS, createEmbeddedSearch, type Store } from '@futterkompass/adapters';
import { allergenLists, type Product } from '@futterkompass/domain';
import { createCatalogReader, reindexAll } from '@futterkompass/indexer';
import {
  ALL_ENERGY_PRICE_FIELDS,
  energyPriceFields,
  PRODUCT_INDEX,
  type SearchDocument,
} from '@futterkompass/search-config';
import { median } from './stats';

/**
 * What "Mein Tier" adds to each search document: the allergen states of the shield and the price
 * of the food's energy per species and shipping choice (the cost sort's fields).
 */
export const PET_FIELDS: readonly string[] = [
  'allergensContained',
  'allergensUnclear',
  ...ALL_ENERGY_PRICE_FIELDS,
];

const PET = new Set(PET_FIELDS);
/** Built afresh, not by `delete`: V8 keeps an object with deleted properties in a larger form. */
export const withoutPetData = (doc: SearchDocument): SearchDocument =>
  Object.fromEntries(Object.entries(doc).filter(([field]) => !PET.has(field))) as unknown as SearchDocument;

/** The garbage collector, to read what an engine keeps rather than what a rebuild left behind. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Heap and buffers (the engine's bitsets and columns) in use after a full collection, in MB. */
function retainedMb(gc: () => void) {
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / 1024 / 1024;
}

/** One full reindex into a new embedded engine, with or without the pet fields in its documents. */
async function reindexOnce(store: Store, gc: () => void, petData: boolean) {
  const before = retainedMb(gc);
  const engine = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
  let bytes = 0;
  const search: typeof engine = {
    ...engine,
    // The documents as Meilisearch would receive them: their JSON, counted on the way.
    async replaceAll(batches, options) {
      async function* counted() {
        for await (const batch of batches) {
          const docs = petData ? batch : batch.map(withoutPetData);
          for (const doc of docs) bytes += Buffer.byteLength(JSON.stringify(doc));
          yield docs;
        }
      }
      return engine.replaceAll(counted(), options);
    },
  };
  const summary = await reindexAll({ store, search });
  const engineMb = retainedMb(gc) - before;
  await engine.close();
  return { ms: summary.durationMs, engineMb, documentBytes: bytes, documents: summary.documents };
}

/**
 * The time the pet fields take to compute over the catalogue: the allergen states of each
 * published product and the energy prices of its document. Part of every reindex above, also of
 * the one whose index gets no pet fields.
 */
async function computeMs(store: Store) {
  let allergenStates = 0;
  for await (const batch of store
    .collection<Product>(COLLECTIONS.products)
    .iterate(1000, { published: true })) {
    const started = performance.now();
    for (const product of batch) allergenLists(product);
    allergenStates += performance.now() - started;
  }
  let energyPrices = 0;
  for await (const docs of createCatalogReader(store).documents(1000, () => undefined)) {
    const started = performance.now();
    for (const doc of docs) energyPriceFields(doc);
    energyPrices += performance.now() - started;
  }
  return { allergenStates: Math.round(allergenStates), energyPrices: Math.round(energyPrices) };
}

/** Pet data sizes and times of a run, rounded for the results. */
export interface PetDataFigures {
  documents: number;
  reindexMs: { withPetData: number; withoutPetData: number; runsWith: number[]; runsWithout: number[] };
  /** Computing the allergen states and energy prices alone (in both reindex times above). */
  computeMs: { allergenStates: number; energyPrices: number };
  engineMb: { withPetData: number; withoutPetData: number };
  /** JSON of all documents, as sent to Meilisearch. */
  documentMb: { withPetData: number; withoutPetData: number };
  bytesPerDocument: { withPetData: number; withoutPetData: number };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Reindex time, engine memory and document bytes with and without the pet fields: `runs` full
 * reindexes of each, alternating (which goes first changes with the run), medians.
 */
export async function benchPetData(store: Store, runs = 3): Promise<PetDataFigures> {
  const gc = collector();
  const withRuns: Awaited<ReturnType<typeof reindexOnce>>[] = [];
  const withoutRuns: Awaited<ReturnType<typeof reindexOnce>>[] = [];
  for (let run = 0; run < runs; run++) {
    if (run % 2 === 0) {
      withRuns.push(await reindexOnce(store, gc, true));
      withoutRuns.push(await reindexOnce(store, gc, false));
    } else {
      withoutRuns.push(await reindexOnce(store, gc, false));
      withRuns.push(await reindexOnce(store, gc, true));
    }
  }
  const [first] = withRuns as [Awaited<ReturnType<typeof reindexOnce>>];
  const [firstWithout] = withoutRuns as [Awaited<ReturnType<typeof reindexOnce>>];
  const documents = first.documents;
  return {
    documents,
    reindexMs: {
      withPetData: median(withRuns.map((r) => r.ms)),
      withoutPetData: median(withoutRuns.map((r) => r.ms)),
      runsWith: withRuns.map((r) => r.ms),
      runsWithout: withoutRuns.map((r) => r.ms),
    },
    computeMs: await computeMs(store),
    engineMb: {
      withPetData: round1(median(withRuns.map((r) => r.engineMb))),
      withoutPetData: round1(median(withoutRuns.map((r) => r.engineMb))),
    },
    documentMb: {
      withPetData: round1(first.documentBytes / 1024 / 1024),
      withoutPetData: round1(firstWithout.documentBytes / 1024 / 1024),
    },
    bytesPerDocument: {
      withPetData: Math.round(first.documentBytes / documents),
      withoutPetData: Math.round(firstWithout.documentBytes / documents),
    },
  };
}

const out = (text: string) => process.stdout.write(`${text}\n`);

export function printPetData(f: PetDataFigures) {
  out(
    `Reindex mit/ohne Tierdaten (Allergene, Energiepreise): Median ${f.reindexMs.withPetData} / ${f.reindexMs.withoutPetData} ms; berechnet in beiden: Allergene ${f.computeMs.allergenStates} ms, Energiepreise ${f.computeMs.energyPrices} ms`,
  );
  out(
    `Index mit/ohne Tierdaten: eingebettet ${f.engineMb.withPetData} / ${f.engineMb.withoutPetData} MB, Meilisearch-Dokumente (JSON) ${f.documentMb.withPetData} / ${f.documentMb.withoutPetData} MB (${f.bytesPerDocument.withPetData} / ${f.bytesPerDocument.withoutPetData} Byte je Dokument)`,
  );
}
