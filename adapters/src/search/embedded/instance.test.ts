import { setImmediate as nextTurn } from 'node:timers/promises';
import { PRODUCT_INDEX, range, type SearchDocument, type SearchQuery } from '@futterkompass/search-config';
import { fixtureDocuments } from '@futterkompass/search-config/testing';
import { describe, expect, it } from 'vitest';
import { createIndexInstance } from './instance';

const LIST: SearchQuery = {
  page: 1,
  hitsPerPage: 5,
  filter: range('unitPrice', 0, 100),
  facets: ['brandFacet', 'animal'],
  sort: [{ field: 'unitPrice', order: 'asc' }],
};

/** The fixture's documents indexed and one list request answered: what it built. */
function indexAfterAList() {
  const index = createIndexInstance<SearchDocument>(PRODUCT_INDEX);
  const docs = fixtureDocuments();
  index.upsert(docs);
  index.runAll([LIST]);
  return { index, docs, used: index.built() };
}

describe('an embedded index after a write', () => {
  it('builds the columns and orders requests used again, a piece per turn, before a request asks', async () => {
    const { index, docs, used } = indexAfterAList();
    expect(used.columns).toEqual(expect.arrayContaining(['unitPrice', 'brandFacet', 'animal']));
    expect(used.orders).toHaveLength(1);

    index.upsert([{ ...(docs[0] as SearchDocument), unitPrice: 0.01 }]);
    expect(index.built()).toEqual({ columns: [], orders: [] });
    // One piece per turn: the turns between them are the requests' (and no request has come).
    const pieces = used.columns.length + used.orders.length;
    for (let turn = 0; turn < pieces; turn++) await nextTurn();
    expect(index.built().columns.sort()).toEqual([...used.columns].sort());
    expect(index.built().orders).toEqual(used.orders);
    // Built from the documents as they are now.
    const [first] = index.runAll([LIST]);
    expect(first?.hits[0]?.id).toBe(docs[0]?.id);
  });

  it('a write during the warm-up starts it over with everything used', async () => {
    const { index, docs, used } = indexAfterAList();
    index.upsert([{ ...(docs[1] as SearchDocument), unitPrice: 0.02 }]);
    await nextTurn();
    index.upsert([{ ...(docs[2] as SearchDocument), unitPrice: 0.03 }]);
    for (let turn = 0; turn < used.columns.length + used.orders.length + 1; turn++) await nextTurn();
    expect(index.built().columns.sort()).toEqual([...used.columns].sort());
    expect(index.built().orders).toEqual(used.orders);
  });
});
