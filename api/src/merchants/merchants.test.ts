import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLLECTIONS } from '@futterkompass/adapters';
import { bestOffer, type Click, type Product, type User, visibleOffers } from '@futterkompass/domain';
import { aVariant, clockNow } from '@futterkompass/domain/testing';
import { enqueueIndexProduct } from '@futterkompass/indexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/api-client';
import { ops } from '../testing/ops-command';
import { startTestServer } from '../testing/test-server';

const OFFER = '9a9a9a9a9a9a9a9a9a9a9a9a';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('merchant accounts, their offers and their click-outs', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  let product: Product;
  const env = () => ({ DATA_DIR: server.dataDir });
  const idle = async () => {
    if (server.adapters.queue.kind === 'in-process') await server.adapters.queue.idle();
  };

  /** The first card of the product's animal and food type, cheapest base price first. */
  const cheapestCard = async () => {
    const answer = await api.post('/api/filter-products', {
      filters: { animal: [product.animal[0]], type1: product.type1, sortBy: 'price_asc' },
    });
    return answer.body.products[0] as { _id: string; bestOffer: { merchant: string; basePrice: number } };
  };

  /** Creates a merchant through `npm run ops` (through the running server), sets its password, signs in. */
  const merchant = async (name: string) => {
    const created = await ops(
      [
        'merchant',
        'create',
        '--email',
        `${name.toLowerCase()}@shop.example`,
        '--username',
        name,
        '--shop-name',
        `${name} Tierbedarf`,
        '--shop-url',
        `https://${name.toLowerCase()}.example/`,
      ],
      env(),
    );
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain(`Händlerkonto angelegt:`);
    const token = new URL(
      created.output.match(/https?:\/\/\S+passwort-zuruecksetzen\S+/)?.[0] ?? '',
    ).searchParams.get('token');
    const reset = await api.post('/auth/reset-password', {
      token,
      newPassword: 'haendler123',
      newPasswordConfirm: 'haendler123',
    });
    expect(reset.status).toBe(200);
    const session = await api.login(name, 'haendler123');
    const id = (await server.adapters.store.collection<User>(COLLECTIONS.users).findOne({ username: name }))
      ?._id;
    return { token: session, id: id as string };
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH: '10000', RATE_LIMIT_WRITES: '10000' } });
    api = apiClient(server.url, server.adapters.store);
    const published = await server.adapters.store
      .collection<Product>(COLLECTIONS.products)
      .find({ published: true }, { sort: { _id: 1 }, limit: 50 });
    product = published.find((p) => bestOffer(visibleOffers(p.variants, new Map(), clockNow()))) as Product;
  });
  afterAll(() => server.cleanup());

  it('lets the operator create, list, block and activate merchants; blocking takes their offers out at once', async () => {
    const napf = await merchant('Napfladen');
    const other = await merchant('Fellkiste');
    expect((await ops(['merchant', 'list'], env())).output).toMatch(/Fellkiste.*aktiv\n.*Napfladen.*aktiv/s);
    const refused = await ops(
      [
        'merchant',
        'create',
        '--email',
        'x@y.example',
        '--username',
        'Xy',
        '--shop-name',
        'X',
        '--shop-url',
        'javascript:alert(1)',
      ],
      env(),
    );
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Die Shop-Adresse muss eine http(s)-Adresse sein.');

    // The operator lets Napfladen's offer links also lead to its partner's domain, and takes it back.
    const allowed = await ops(
      ['merchant', 'link-domains', 'napfladen@shop.example', '--allow', 'https://www.Napf-Partner.example/'],
      env(),
    );
    expect(allowed.code, allowed.output).toBe(0);
    expect(allowed.output).toContain('(Links auch zu napf-partner.example)');
    const notADomain = await ops(['merchant', 'link-domains', napf.id, '--allow', 'kein domain'], env());
    expect(notADomain.code).toBe(1);
    expect(notADomain.output).toContain('„kein domain“ ist keine Domain');
    const taken = await ops(
      ['merchant', 'link-domains', napf.id, '--disallow', 'napf-partner.example'],
      env(),
    );
    expect(taken.output).not.toContain('Links auch zu');

    // Napfladen offers the product far below anyone else: best offer and first in the price sort.
    const products = server.adapters.store.collection<Product>(COLLECTIONS.products);
    await products.updateOne(
      { _id: product._id },
      {
        $push: {
          variants: aVariant({
            _id: OFFER,
            network: 'b2b',
            owner: napf.id,
            link: '/huhn',
            price: 0.01,
            merchant_name: 'Napfladen',
          }),
        },
      },
    );
    await enqueueIndexProduct(server.adapters.queue, product._id);
    await idle();
    expect(await cheapestCard()).toMatchObject({
      _id: product._id,
      bestOffer: { merchant: 'Napfladen Tierbedarf' },
    });

    // A visitor clicks twice: one click, Napfladen's alone.
    for (let i = 0; i < 2; i++) {
      const out = await fetch(`${server.url}/weiter/${OFFER}?from=%2Fprodukte`, {
        redirect: 'manual',
        headers: { 'user-agent': BROWSER },
      });
      expect(out.headers.get('location')).toBe('https://napfladen.example/huhn');
    }
    const seen = await api.get('/api/b2b/clicks?days=7', napf.token);
    expect(seen.status).toBe(200);
    expect(seen.body.perDay).toHaveLength(7);
    expect(seen.body.perDay.at(-1).clicks).toBe(1);
    expect(seen.body.perProduct).toEqual([
      { productId: product._id, productName: expect.stringContaining(product.series), clicks: 1 },
    ]);
    const others = await api.get('/api/b2b/clicks?days=7', other.token);
    expect(others.body.perDay.every((d: { clicks: number }) => d.clicks === 0)).toBe(true);
    expect(others.body.perProduct).toEqual([]);

    const csv = await fetch(`${server.url}/api/b2b/clicks.csv`, { headers: { token: napf.token } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain('futterkompass-klicks.csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Zeitpunkt;Produkt;Angebot;Seite');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^\\d\\d\\.\\d\\d\\.\\d{4}, \\d\\d:\\d\\d Uhr;.*${product.series}.*;${OFFER};/produkte$`),
    );
    const otherCsv = await (
      await fetch(`${server.url}/api/b2b/clicks.csv`, { headers: { token: other.token } })
    ).text();
    expect(otherCsv.replace(/^\uFEFF/, '').trim()).toBe('Zeitpunkt;Produkt;Angebot;Seite');

    // Blocking: the command's end is enough for the detail page; the list follows with its index job.
    const blocked = await ops(['merchant', 'block', 'napfladen@shop.example'], env());
    expect(blocked.code, blocked.output).toBe(0);
    expect(blocked.output).toContain('gesperrt; Produkte neu indexiert: 1.');
    const detail = await api.get(`/api/product?url=${product.urlExtension}`);
    expect(detail.body.product.bestOffer.merchant).not.toBe('Napfladen Tierbedarf');
    await idle();
    // Napfladen's offer was the cheapest of the whole list: now no card's best offer is it.
    expect((await cheapestCard()).bestOffer.merchant).not.toBe('Napfladen Tierbedarf');
    const gone = await fetch(`${server.url}/weiter/${OFFER}`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER },
    });
    expect(gone.headers.get('location')).toBe(`/produkte/${product.urlExtension}`);

    const activated = await ops(['merchant', 'activate', napf.id], env());
    expect(activated.output).toContain('aktiv; Produkte neu indexiert: 1.');
    await idle();
    expect(await cheapestCard()).toMatchObject({
      _id: product._id,
      bestOffer: { merchant: 'Napfladen Tierbedarf' },
    });
    expect((await ops(['merchant', 'block', 'niemand@shop.example'], env())).output).toContain(
      'Es gibt kein Händlerkonto „niemand@shop.example“.',
    );
  });

  it('shows the merchant area to merchants only', async () => {
    const user = await api.signUp('Hundefreundin');
    expect(await api.get('/api/b2b/me')).toMatchObject({ status: 401 });
    expect(await api.get('/api/b2b/clicks', user.token)).toMatchObject({
      status: 403,
      body: { message: 'Dieser Bereich ist nur für Händlerkonten.' },
    });
    expect((await fetch(`${server.url}/api/b2b/clicks.csv`, { headers: { token: user.token } })).status).toBe(
      403,
    );
    const shop = await merchant('Pfotenhof');
    expect((await api.get('/api/b2b/me', shop.token)).body).toEqual({
      username: 'Pfotenhof',
      shopName: 'Pfotenhof Tierbedarf',
      shopUrl: 'https://pfotenhof.example/',
      status: 'active',
    });
    expect(await api.get('/api/b2b/clicks?days=0', shop.token)).toMatchObject({
      status: 400,
      body: { message: 'Bitte gib 1 bis 365 Tage an.' },
    });
    expect(await server.adapters.store.collection<Click>(COLLECTIONS.clicks).count({ owner: shop.id })).toBe(
      0,
    );
  });

  it('lets the operator register a merchant’s feed, which the merchant sees and no other', async () => {
    const shop = await merchant('Futterhaus');
    const other = await merchant('Napfecke');
    const feedArgs = ['--url', 'https://futterhaus.example/feed.xml', '--format', 'google-xml'];
    const added = await ops(['merchant', 'feed-add', 'futterhaus@shop.example', ...feedArgs], env());
    expect(added.code, added.output).toBe(0);
    expect(added.output).toMatch(
      /Feed angelegt: [0-9a-f]{24} {2}https:\/\/futterhaus\.example\/feed\.xml {2}google-xml, alle 24 h/,
    );
    const listed = await ops(['merchant', 'feeds', shop.id], env());
    expect(listed.output).toContain('https://futterhaus.example/feed.xml');
    expect((await api.get('/api/b2b/feeds', shop.token)).body.feeds).toMatchObject([
      { url: 'https://futterhaus.example/feed.xml', format: 'google-xml', everyHours: 24 },
    ]);
    expect((await api.get('/api/b2b/feeds', other.token)).body.feeds).toEqual([]);

    // The merchant's own checks apply, in German; a merchant there is none of is named.
    const refused = await ops(
      ['merchant', 'feed-add', shop.id, '--url', 'http://127.0.0.1/feed', '--format', 'google-xml'],
      env(),
    );
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/Adresse/);
    const unknown = await ops(['merchant', 'feed-add', 'niemand@shop.example', ...feedArgs], env());
    expect(unknown.code).not.toBe(0);
    expect(unknown.output).toContain('niemand@shop.example');
    const anonymous = await fetch(`${server.url}/api/admin/feeds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        merchant: shop.id,
        url: 'https://x.example/f.xml',
        format: 'google-xml',
        everyHours: 1,
      }),
    });
    expect(anonymous.status).toBe(401);
    expect(await server.adapters.store.collection(COLLECTIONS.feeds).count({ owner: shop.id })).toBe(1);

    // The operator stops the feed: the merchant sees it, and cannot pull it; then it runs again, then it goes.
    const [{ _id: feedId }] = (await api.get('/api/b2b/feeds', shop.token)).body.feeds;
    const paused = await ops(['merchant', 'feed-pause', feedId], env());
    expect(paused.code, paused.output).toBe(0);
    expect(paused.output).toMatch(/Feed angehalten: [0-9a-f]{24} .*, angehalten/);
    expect((await api.get('/api/b2b/feeds', shop.token)).body.feeds).toMatchObject([{ paused: true }]);
    expect(await api.post(`/api/b2b/feeds/${feedId}/pull`, {}, shop.token)).toMatchObject({
      status: 409,
      body: { message: 'Der Betreiber hat diesen Feed angehalten; er wird nicht abgerufen.' },
    });
    const resumed = await ops(['merchant', 'feed-resume', feedId], env());
    expect(resumed.output).toContain('Feed läuft wieder:');
    expect((await api.get('/api/b2b/feeds', shop.token)).body.feeds[0]).not.toHaveProperty('paused');
    const removed = await ops(['merchant', 'feed-remove', feedId], env());
    expect(removed.output).toContain(`Feed gelöscht: ${feedId}  https://futterhaus.example/feed.xml`);
    expect((await api.get('/api/b2b/feeds', shop.token)).body.feeds).toEqual([]);
    const gone = await ops(['merchant', 'feed-pause', feedId], env());
    expect(gone.code).not.toBe(0);
    expect(gone.output).toContain('Diesen Feed gibt es nicht.');
  });
});

describe('merchant commands without a running server', () => {
  it('create, list, block and register a feed directly on the embedded store, printing the link when no mail goes out', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fk-merchant-ops-'));
    try {
      const env = { DATA_DIR: dir };
      const created = await ops(
        [
          'merchant',
          'create',
          '--email',
          'a@b.example',
          '--username',
          'Napf',
          '--shop-name',
          'Napf',
          '--shop-url',
          'https://napf.example',
          '--pending',
        ],
        env,
      );
      expect(created.code, created.output).toBe(0);
      expect(created.output).toMatch(/passwort-zuruecksetzen\?token=/);
      expect((await ops(['merchant', 'list'], env)).output).toContain('wartet auf Freischaltung');
      const feedAdd = () =>
        ops(
          [
            'merchant',
            'feed-add',
            'a@b.example',
            '--url',
            'https://napf.example/feed.tsv',
            '--format',
            'google-tsv',
            '--every-hours',
            '6',
          ],
          env,
        );
      // Waiting for activation: no feed yet.
      const early = await feedAdd();
      expect(early.code).not.toBe(0);
      expect(early.output).toContain(
        'Feeds können erst angelegt werden, wenn das Händlerkonto freigeschaltet ist.',
      );
      const blocked = await ops(['merchant', 'block', 'A@B.example'], env);
      expect(blocked.output).toContain('gesperrt; Produkte neu indexiert: 0.');
      expect((await feedAdd()).code).not.toBe(0);
      await ops(['merchant', 'activate', 'a@b.example'], env);
      const feed = await feedAdd();
      expect(feed.code, feed.output).toBe(0);
      const id = /Feed angelegt: ([0-9a-f]{24})/.exec(feed.output)?.[1] as string;
      expect((await ops(['merchant', 'feeds', 'a@b.example'], env)).output).toContain(
        'https://napf.example/feed.tsv  google-tsv, alle 6 h',
      );
      expect((await ops(['merchant', 'feed-pause', id], env)).output).toContain(
        'google-tsv, alle 6 h, angehalten',
      );
      expect((await ops(['merchant', 'feeds', 'a@b.example'], env)).output).toContain('angehalten');
      expect((await ops(['merchant', 'feed-remove', id], env)).output).toContain('Feed gelöscht');
      expect((await ops(['merchant', 'feeds', 'a@b.example'], env)).output).toContain('Keine Feeds.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
