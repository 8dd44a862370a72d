import { describe, expect, it } from 'vitest';
import { urlsetXml } from './sitemap-xml';

describe('urlsetXml', () => {
  it('lets other work in between while it writes a large child', async () => {
    const items = Array.from({ length: 5_000 }, (_, i) => ({ url: `https://futterkompass.example/p/${i}` }));
    const order: string[] = [];
    const written = urlsetXml(items).then((xml) => {
      order.push('written');
      return xml.toString();
    });
    // A request arriving meanwhile is served in the next turn of the event loop.
    setImmediate(() => order.push('other request'));
    const xml = await written;
    expect(order).toEqual(['other request', 'written']);
    expect(xml.split('<loc>')).toHaveLength(5_001);
  });
});
