import { fixtureDocuments } from '@futterkompass/search-config/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../testing/json';
import { rawRequest } from '../../testing/raw-request';
import { startSmallApp } from '../../testing/small-app';

/**
 * The list's answers are kept until the index changes: each kind of write the embedded index
 * takes (an update, a removal, a rebuild) shows in the next answer to the same request.
 */
describe('list answers after writes to the index', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  const docs = fixtureDocuments();
  const first = docs[0] as (typeof docs)[number];
  const list = async () =>
    (await json(
      fetch(`${app.url}/api/filter-products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filters: { query: first.brandName, productsPerPage: 36 } }),
      }),
    )) as { nOfProducts: number; products: { _id: string; series: string }[] };
  const seriesOf = async (id: string) => (await list()).products.find((p) => p._id === id)?.series;

  beforeAll(async () => {
    app = await startSmallApp();
    await app.adapters.search.replaceAll(
      (async function* () {
        yield docs;
      })(),
    );
  });
  afterAll(() => app.close());

  it('shows an updated product in the next answer to the same request', async () => {
    expect(await seriesOf(first.id)).toBe(first.series);
    await app.adapters.search.upsert([{ ...first, series: `${first.series} Neu` }]);
    expect(await seriesOf(first.id)).toBe(`${first.series} Neu`);
  });

  it('leaves a removed product out of the next answer', async () => {
    const before = await list();
    await app.adapters.search.remove([first.id]);
    const after = await list();
    expect(after.nOfProducts).toBe(before.nOfProducts - 1);
    expect(after.products.some((p) => p._id === first.id)).toBe(false);
  });

  it('sends a kept answer gzipped only to a client that takes gzip', async () => {
    const send = (headers: Record<string, string>) =>
      rawRequest(app.url, {
        method: 'POST',
        path: '/api/filter-products',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ filters: { query: first.brandName } }),
      });
    for (let round = 0; round < 2; round++) {
      const plain = await send({});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(plain.text).success).toBe(1);
      const zipped = await send({ 'accept-encoding': 'gzip, deflate' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('Accept-Encoding');
    }
  });

  it('answers from the new index after a rebuild', async () => {
    await app.adapters.search.replaceAll(
      (async function* () {
        yield [{ ...first, series: `${first.series} Umgebaut` }, ...docs.slice(1)];
      })(),
    );
    expect(await seriesOf(first.id)).toBe(`${first.series} Umgebaut`);
  });
});
