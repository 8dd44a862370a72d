import { ALERT_BAR_ID, COLLECTIONS } from '@futterkompass/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../testing/json';
import { startSmallApp } from '../../testing/small-app';

const ADMIN_TOKEN = 'admin-token-for-the-link-tests-01';
const LINK_REFUSED = 'Der Link muss mit / beginnen (Seite des Portals) oder eine http(s)-Adresse sein.';

describe('links an operator or a feed enters are checked as the browser resolves them', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  const admin = (method: string, path: string, body: unknown) =>
    fetch(`${app.url}/api/admin${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      body: JSON.stringify(body),
    });
  const alertBar = async () => (await json(fetch(`${app.url}/api/alert-bar`))).abData;

  beforeAll(async () => {
    app = await startSmallApp({ adminTokens: [ADMIN_TOKEN] });
  });
  afterAll(() => app.close());

  it.each(['/\t/evil.example/', '/\n/evil.example/', '/\\evil.example', 'https://portal@evil.example/'])(
    'refuses the alert bar link %j',
    async (link) => {
      const answer = await admin('PUT', '/alert-bar', { text: 'Hinweis', link, buttonText: 'Los' });
      expect(answer.status).toBe(400);
      expect(await json(answer)).toEqual({ success: false, message: LINK_REFUSED });
    },
  );

  it('stores a portal path as the browser resolves it', async () => {
    const answer = await admin('PUT', '/alert-bar', {
      text: 'Hinweis',
      link: ' /a/../tipp ',
      buttonText: 'Los',
    });
    expect(answer.status).toBe(200);
    expect(await alertBar()).toMatchObject({ link: '/tipp', buttonText: 'Los' });
  });

  it('shows no button for a link stored before the check', async () => {
    await app.adapters.store
      .collection(COLLECTIONS.settings)
      .updateOne(
        { _id: ALERT_BAR_ID },
        { $set: { text: 'Alt', link: '/\t/evil.example/', buttonText: 'Los', color: '55AD59' } },
        { upsert: true },
      );
    expect(await alertBar()).toEqual({ text: 'Alt', link: '', buttonText: '', color: '55AD59' });
  });

  it('rejects feed rows whose link leads elsewhere than a shop page', async () => {
    const row = (link: string) => ({
      product: 'irgendein-futter',
      merchant_name: 'zooplus.de',
      link,
      price: '2,49',
      size: '400',
      unit: 'g',
      amount: '1',
      packaging: 'can',
    });
    const answer = await admin('POST', '/offers', [
      row('https://shop.example@evil.example/x'),
      row('java\tscript:alert(1)'),
    ]);
    expect(answer.status).toBe(200);
    const body = await json(answer);
    expect(body.rejectedRows.map((r: { reason: string }) => r.reason)).toEqual([
      'link „https://shop.example@evil.example/x“ ist keine http(s)-Adresse.',
      'link „java\tscript:alert(1)“ ist keine http(s)-Adresse.',
    ]);
  });
});
