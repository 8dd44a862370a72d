import { defaultCatalogQuery } from '@futterkompass/domain';
import {
  PRODUCT_INDEX,
  planCatalogSearch,
  type SearchDocument,
  toMeiliSearchParams,
  toMeiliSettings,
} from '@futterkompass/search-config';
import { fixtureDocuments } from '@futterkompass/search-config/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeService } from '../testing/describe-service';
import { type RecordedRequest, startRecordingServer } from '../testing/recording-server';
import { searchContract } from './contract';
import { createMeiliSearch } from './meili';
import { SearchUnavailableError } from './port';

describeService('meilisearch', 'search contract: Meilisearch', ({ url, apiKey }) => {
  searchContract(async () =>
    createMeiliSearch<SearchDocument>({
      url,
      ...(apiKey && { apiKey }),
      indexUid: `contract_${Date.now()}`,
      requestTimeoutMs: 5000,
    }),
  );
});

describe('Meilisearch adapter requests', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  let taskUid = 0;
  const existing = new Set<string>();
  let slow = false;

  beforeAll(async () => {
    server = await startRecordingServer((req: RecordedRequest) => {
      const index = /^\/indexes\/([^/?]+)$/.exec(req.path)?.[1];
      if (req.method === 'GET' && index)
        return existing.has(index)
          ? { body: { uid: index } }
          : { status: 404, body: { code: 'index_not_found' } };
      if (req.method === 'GET' && req.path.startsWith('/tasks/')) {
        return { body: { uid: Number(req.path.split('/')[2]), status: 'succeeded', type: 'x' } };
      }
      if (req.path === '/multi-search') {
        const queries = (req.body as { queries: unknown[] }).queries;
        return {
          delayMs: slow ? 3000 : 0,
          body: {
            results: queries.map(() => ({
              hits: [{ id: 'p01' }],
              totalHits: 1,
              facetDistribution: { type1: { wet: 1 } },
            })),
          },
        };
      }
      if (req.method === 'POST' && req.path === '/indexes') existing.add((req.body as { uid: string }).uid);
      return {
        status: 202,
        body: { taskUid: ++taskUid, status: 'enqueued', type: 'x', enqueuedAt: new Date().toISOString() },
      };
    });
  });
  afterAll(() => server.close());

  const engine = () =>
    createMeiliSearch<SearchDocument>({
      url: server.url,
      apiKey: 'master-key-0123456789',
      indexUid: 'products',
      requestTimeoutMs: 500,
    });
  const since = (mark: number) => server.requests.slice(mark).filter((r) => !r.path.startsWith('/tasks/'));

  it('creates the index and sends the settings before any document', async () => {
    const mark = server.requests.length;
    await engine().configure(PRODUCT_INDEX);
    const sent = since(mark);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /indexes/products',
      'POST /indexes',
      'PATCH /indexes/products/settings',
    ]);
    expect(sent[1]?.body).toEqual({ uid: 'products', primaryKey: 'id' });
    expect(sent[2]?.body).toEqual(JSON.parse(JSON.stringify(toMeiliSettings(PRODUCT_INDEX))));
    expect(sent[2]?.headers.authorization).toBe('Bearer master-key-0123456789');
  });

  it('rebuilds into a new index and swaps it in', async () => {
    const search = engine();
    await search.configure(PRODUCT_INDEX);
    const mark = server.requests.length;
    const docs = fixtureDocuments();
    async function* batches() {
      yield docs;
    }
    expect(await search.replaceAll(batches())).toEqual({ count: 28 });
    const sent = since(mark);
    const building = (sent[1]?.body as { uid: string } | undefined)?.uid ?? '';
    expect(building).toMatch(/^products_build_\d+$/);
    expect(sent.map((r) => `${r.method} ${r.path.replace(building, 'BUILD')}`)).toEqual([
      'GET /indexes/BUILD',
      'POST /indexes',
      'PATCH /indexes/BUILD/settings',
      'POST /indexes/BUILD/documents?primaryKey=id',
      'POST /swap-indexes',
      'DELETE /indexes/BUILD',
    ]);
    expect(sent[3]?.body).toHaveLength(28);
    expect(sent[4]?.body).toEqual([{ indexes: ['products', building], rename: false }]);
  });

  it('upserts and removes documents by id', async () => {
    const search = engine();
    await search.configure(PRODUCT_INDEX);
    const mark = server.requests.length;
    const [doc] = fixtureDocuments();
    await search.upsert([doc as SearchDocument]);
    await search.remove(['p01', 'p02']);
    const sent = since(mark);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /indexes/products/documents?primaryKey=id',
      'POST /indexes/products/documents/delete-batch',
    ]);
    expect(sent[1]?.body).toEqual(['p01', 'p02']);
  });

  it('sends a list search as one multi-search with the planned queries', async () => {
    const search = engine();
    const plan = planCatalogSearch({ ...defaultCatalogQuery(), diseases: ['niere'] });
    const mark = server.requests.length;
    const results = await search.multiSearch(plan.queries);
    const [sent] = since(mark);
    expect(sent?.path).toBe('/multi-search');
    expect(sent?.body).toEqual({ queries: plan.queries.map((q) => toMeiliSearchParams('products', q)) });
    expect(results).toHaveLength(3);
    expect(results[0]).toEqual({ hits: [{ id: 'p01' }], total: 1, facets: { type1: { wet: 1 } } });
  });

  it('gives up quickly when the engine does not answer', async () => {
    slow = true;
    const started = Date.now();
    await expect(engine().multiSearch([{ page: 1, hitsPerPage: 1 }])).rejects.toBeInstanceOf(
      SearchUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(1500);
    slow = false;
  });
});
