import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLLECTIONS, createSqliteStore } from '@futterkompass/adapters';
import type { Product } from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ops } from '../testing/ops-command';
import { startTestServer } from '../testing/test-server';

/** A feed with one new offer for the product and one row naming no product. */
const csvFeed = (urlExtension: string, link: string) =>
  [
    'product;merchant_name;link;price;size;unit;amount;packaging',
    `${urlExtension};zooplus.de;${link};"3,49";400;g;1;Dose`,
    'gibt-es-nicht;zooplus.de;https://www.zooplus.de/x;1;400;g;1;can',
  ].join('\n');

describe('npm run ops -- import-offers', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fk-import-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('goes through the running server’s admin API, with a summary naming the bad line', async () => {
    const server = await startTestServer({ dataDir: path.join(dir, 'served') });
    try {
      const products = server.adapters.store.collection<Product>(COLLECTIONS.products);
      const [product] = await products.find({ published: true }, { limit: 1, sort: { _id: 1 } });
      const file = path.join(dir, 'feed.csv');
      await writeFile(file, csvFeed(product?.urlExtension ?? '', 'https://www.zooplus.de/cli-server'));
      const result = await ops(['import-offers', file], { DATA_DIR: server.dataDir });
      expect(result.code).toBe(1);
      expect(result.output).toMatch(
        /Import fertig in [\d,]+ s: 2 Zeilen, 1 übernommen, 1 abgelehnt; Produkte geändert: 1 \(Angebote neu: 1, geändert: 0\)\.\n {2}Zeile 3: Kein Produkt mit product „gibt-es-nicht“ gefunden\.\n/,
      );
      expect(result.output).toContain('Zeilen');
      const saved = await products.findOne({ _id: product?._id });
      expect(saved?.variants.at(-1)).toMatchObject({
        link: 'https://www.zooplus.de/cli-server',
        price: 3.49,
      });
    } finally {
      await server.cleanup();
    }
  });

  it('writes directly to the store when no server holds it, and refuses what it cannot read', async () => {
    const dataDir = path.join(dir, 'direct');
    const seeded = await ops(['seed', '--products', '40', '--no-images'], {
      DATA_DIR: dataDir,
    });
    expect(seeded.code).toBe(0);
    let store = await createSqliteStore(dataDir);
    const [product] = await store
      .collection<Product>(COLLECTIONS.products)
      .find({ published: true }, { limit: 1, sort: { _id: 1 } });
    await store.close();
    const file = path.join(dir, 'feed.json');
    await writeFile(
      file,
      JSON.stringify([
        {
          product: product?._id,
          merchant_name: 'bitiba.de',
          link: 'https://www.bitiba.de/cli-direkt',
          price: 5.99,
          size: 2,
          unit: 'kg',
          packaging: 'bag',
        },
      ]),
    );
    const result = await ops(['import-offers', file], { DATA_DIR: dataDir });
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/1 Einträge, 1 übernommen, 0 abgelehnt; Produkte geändert: 1/);
    store = await createSqliteStore(dataDir);
    try {
      const saved = await store.collection<Product>(COLLECTIONS.products).findOne({ _id: product?._id });
      expect(saved?.variants.at(-1)).toMatchObject({ link: 'https://www.bitiba.de/cli-direkt', price: 5.99 });
      expect(
        await store.collection(COLLECTIONS.priceHistory).count({ productId: product?._id }),
      ).toBeGreaterThan(0);
    } finally {
      await store.close();
    }

    const again = await ops(['import-offers', file], { DATA_DIR: dataDir });
    expect(again.output).toMatch(/Produkte geändert: 0/);
    const badHeader = path.join(dir, 'kaputt.csv');
    await writeFile(badHeader, 'produkt;preis\nx;1\n');
    expect(await ops(['import-offers', badHeader], { DATA_DIR: dataDir })).toEqual({
      code: 1,
      output:
        'Unbekannte Spalte „produkt“. Erlaubt sind: product, barcode, merchant_name, link, price, size, unit, amount, packaging, in_stock, deliveryCost, deliveryTime.\n',
    });
    const usage = await ops(['import-offers', path.join(dir, 'feed.xml')], { DATA_DIR: dataDir });
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('der Feed muss eine .csv- oder .json-Datei sein.');
    const missing = await ops(['import-offers', path.join(dir, 'fehlt.csv')], { DATA_DIR: dataDir });
    expect(missing.output).toContain('lässt sich nicht lesen.');
  });
});
