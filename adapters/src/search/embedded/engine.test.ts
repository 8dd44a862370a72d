import { setImmediate as nextTurn } from 'node:timers/promises';
import { anyOf, PRODUCT_INDEX, range, type SearchDocument } from '@futterkompass/search-config';
import { fixtureDocuments } from '@futterkompass/search-config/testing';
import { describe, expect, it } from 'vitest';
import { searchContract } from '../contract';
import { relevanceContract } from '../contract-relevance';
import { textMatchingContract } from '../contract-text';
import { createEmbeddedSearch } from './engine';

describe('search contract: embedded engine', () => {
  searchContract(async () => createEmbeddedSearch(PRODUCT_INDEX));
});

describe('text matching contract: embedded engine', () => {
  textMatchingContract(async () => createEmbeddedSearch(PRODUCT_INDEX));
});

describe('embedded engine requests', () => {
  it('refuses a filter or a facet on a field the index does not declare, as Meilisearch does', async () => {
    const engine = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
    await engine.upsert(fixtureDocuments());
    const refusal = { name: 'SearchRejectedError', message: 'Attribute `series` is not filterable.' };
    await expect(
      engine.search({ page: 1, hitsPerPage: 1, filter: anyOf('series', ['Adult']) }),
    ).rejects.toMatchObject(refusal);
    await expect(engine.search({ page: 1, hitsPerPage: 0, facets: ['series'] })).rejects.toMatchObject(
      refusal,
    );
  });
});

describe('relevance contract: embedded engine', () => {
  relevanceContract(async () => createEmbeddedSearch(PRODUCT_INDEX));
});

describe('embedded engine rebuild', () => {
  const ids = async (engine: ReturnType<typeof createEmbeddedSearch<SearchDocument>>) =>
    (await engine.search({ page: 1, hitsPerPage: 100 })).hits.map((h) => h.id).sort();

  it('keeps writes made while it runs: an upsert and a delete survive the swap', async () => {
    const engine = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
    const docs = fixtureDocuments();
    await engine.replaceAll(
      (async function* () {
        yield docs;
      })(),
    );
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    async function* held() {
      yield docs.slice(0, 10);
      await gate;
      yield docs.slice(10);
    }
    const rebuild = engine.replaceAll(held());
    const p01 = docs.find((d) => d.id === 'p01') as SearchDocument;
    await engine.upsert([{ ...p01, series: 'Während des Neuaufbaus' }]);
    await engine.remove(['p20']);
    expect(await ids(engine)).not.toContain('p20');
    release();
    await rebuild;
    expect(await ids(engine)).toEqual(
      docs
        .map((d) => d.id)
        .filter((id) => id !== 'p20')
        .sort(),
    );
    const renamed = await engine.search({ text: 'Neuaufbaus', page: 1, hitsPerPage: 5 });
    expect(renamed.hits.map((h) => h.id)).toEqual(['p01']);
  });

  it('lets other work run between slices of a large batch', async () => {
    const engine = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
    const [template] = fixtureDocuments() as [SearchDocument];
    const many = Array.from({ length: 2000 }, (_, i) => ({ ...template, id: `x${i}` }));
    let done = false;
    let turns = 0;
    const rebuild = engine
      .replaceAll(
        (async function* () {
          yield many;
        })(),
      )
      .finally(() => {
        done = true;
      });
    while (!done) {
      await nextTurn();
      turns++;
    }
    expect((await rebuild).count).toBe(2000);
    // One turn per slice of 50 at least: a single synchronous insert would leave room for none.
    expect(turns).toBeGreaterThanOrEqual(40);
  });

  /**
   * 200 documents at 2 €, then all of them at 0,50 € in one bulk update; `between` runs between the
   * update's slices, before the list of cheap ones is asked. Answers what that list said meanwhile.
   */
  const cheapDuringBulkUpdate = async (
    between: (
      engine: ReturnType<typeof createEmbeddedSearch<SearchDocument>>,
    ) => Promise<unknown> = async () => undefined,
  ) => {
    const engine = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
    const [template] = fixtureDocuments() as [SearchDocument];
    const many = Array.from({ length: 200 }, (_, i) => ({ ...template, id: `x${i}`, unitPrice: 2 }));
    await engine.upsert(many);
    const cheap = async () =>
      (await engine.search({ page: 1, hitsPerPage: 0, filter: range('unitPrice', 0, 1) })).total;
    expect(await cheap()).toBe(0);
    let done = false;
    const updating = engine.upsert(many.map((d) => ({ ...d, unitPrice: 0.5 }))).finally(() => {
      done = true;
    });
    const during: number[] = [];
    while (!done) {
      await between(engine);
      during.push(await cheap());
      await nextTurn();
    }
    await updating;
    return { during, after: await cheap() };
  };

  it('updates many documents a slice at a time, answering from the lists as they were until the last slice is in', async () => {
    const { during, after } = await cheapDuringBulkUpdate();
    // Requests ran between the slices (four of 50), all answered from the columns built before.
    expect(during.length).toBeGreaterThanOrEqual(3);
    expect(new Set(during)).toEqual(new Set([0]));
    expect(after).toBe(200);
  });

  it('keeps its lists when a removal finds nothing to remove', async () => {
    // A reconcile asks to remove what it finds gone; nothing is: the lists built before still answer.
    const { during } = await cheapDuringBulkUpdate((engine) => engine.remove(['not-in-the-index']));
    expect(during.length).toBeGreaterThanOrEqual(3);
    expect(new Set(during)).toEqual(new Set([0]));
  });
});
