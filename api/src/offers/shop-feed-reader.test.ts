import { describe, expect, it } from 'vitest';
import { readGoogleXml } from './shop-feed-reader';

const ATOM = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
  <title>Napfladen</title>
  <entry>
    <g:id>NL-1</g:id>
    <title>Hühnchen &amp; Kürbis, 6 x 400 g</title>
    <link href="https://napfladen.example/artikel/nl-1"/>
    <g:price>12.49 EUR</g:price>
    <g:gtin>4001234567890</g:gtin>
    <g:shipping><g:country>DE</g:country><g:price>3.90 EUR</g:price></g:shipping>
  </entry>
</feed>
`;

async function items(chunks: Buffer[]) {
  const read = [];
  for await (const record of readGoogleXml(
    (async function* () {
      yield* chunks;
    })(),
  ))
    read.push(record);
  return read;
}

describe('the Google Merchant Center XML reader', () => {
  it('reads an Atom entry: its link from the href, its g: attributes, its shipping', async () => {
    expect(await items([Buffer.from(ATOM)])).toEqual([
      {
        line: 4,
        item: expect.objectContaining({
          id: 'NL-1',
          title: 'Hühnchen & Kürbis, 6 x 400 g',
          link: 'https://napfladen.example/artikel/nl-1',
          price: '12.49 EUR',
          gtin: '4001234567890',
          shipping: 'DE:::3.90 EUR',
        }),
      },
    ]);
  });

  it('keeps a character whose bytes arrive in two chunks whole', async () => {
    const bytes = Buffer.from(ATOM);
    // Cut inside the two bytes of the first "ü".
    const cut = bytes.indexOf(Buffer.from('ü')) + 1;
    const [record] = await items([bytes.subarray(0, cut), bytes.subarray(cut)]);
    expect(record?.item.title).toBe('Hühnchen & Kürbis, 6 x 400 g');
  });
});
