import { COLLECTIONS } from '@futterkompass/adapters';
import { IMAGE_MAX_BYTES, PRODUCT_FORM_MESSAGES as M, type Product } from '@futterkompass/domain';
import { TINY_PNG_BASE64 } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { json } from '../../testing/json';
import { startTestServer } from '../../testing/test-server';

const PNG = Buffer.from(TINY_PNG_BASE64, 'base64');
const EVIL_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20" onload="alert(1)">
  <script>alert(2)</script>
  <rect id="r" width="20" height="20" fill="green" onclick="alert(3)"/>
  <a href="javascript:alert(4)"><text>x</text></a>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <image xlink:href="https://tracker.example/pixel.png"/>
  <set attributeName="onmouseover" to="alert(5)"/>
</svg>`;

describe('product images', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  let editor: string;
  const products = () => server.adapters.store.collection<Product>(COLLECTIONS.products);

  const upload = async (content: Buffer | string, fileName: string, token = editor, field = 'image') => {
    const form = new FormData();
    form.append(field, new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), fileName);
    const response = await fetch(`${server.url}/api/admin/images`, {
      method: 'POST',
      headers: { token },
      body: form,
    });
    return { status: response.status, body: await json(response) };
  };
  const remove = (body: unknown) => api.call('DELETE', '/api/admin/images', body, editor);
  const stored = (name: string) => server.adapters.files.read(name);

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH: '10000', RATE_LIMIT_WRITES: '10000' } });
    api = apiClient(server.url, server.adapters.store);
    editor = await api.login('redaktion', 'redaktion12345');
  });
  afterAll(() => server.cleanup());

  it('store a PNG under a new lower-case name, even one named .svg, and serve it as PNG', async () => {
    const answer = await upload(PNG, 'Vorderseite GROSS.svg');
    expect(answer.body).toEqual({
      success: true,
      name: expect.stringMatching(/^vorderseite-gross-[0-9a-f]{12}\.png$/),
      url: expect.stringMatching(/^\/files\/vorderseite-gross-[0-9a-f]{12}\.png$/),
    });
    expect(await stored(answer.body.name)).toEqual(PNG);
    const served = await fetch(`${server.url}${answer.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    // Two uploads of the same file never overwrite each other.
    expect((await upload(PNG, 'Vorderseite GROSS.svg')).body.name).not.toBe(answer.body.name);
  });

  it('store an SVG without its script, handlers, foreign objects and outside references, served sandboxed', async () => {
    const answer = await upload(EVIL_SVG, 'logo.svg');
    expect(answer.body.name).toMatch(/^logo-[0-9a-f]{12}\.svg$/);
    const text = (await stored(answer.body.name))?.toString('utf8') ?? '';
    expect(text).toContain('<rect id="r" width="20" height="20" fill="green"/>');
    for (const bad of [
      'script',
      'alert',
      'onload',
      'onclick',
      'javascript:',
      'foreignObject',
      'tracker.example',
      '<set',
    ])
      expect(text, bad).not.toContain(bad);
    const served = await fetch(`${server.url}${answer.body.url}`);
    expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuse by content: text named .png, HTML, broken SVG, a JPEG-looking name on a text file, oversize', async () => {
    const refused = await Promise.all([
      upload('Ich bin kein Bild.', 'foto.png'),
      upload('<html><body><script>alert(1)</script></body></html>', 'seite.svg'),
      upload('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', 'kaputt.svg'),
      upload(Buffer.from([0x00, 0xd8, 0xff, 0xe0, 0xc3, 0x28]), 'foto.jpg'),
      upload(Buffer.alloc(0), 'leer.png'),
    ]);
    expect(refused.map((a) => [a.status, a.body.message])).toEqual([
      [400, M.imageType],
      [400, M.imageType],
      [400, M.imageBroken],
      [400, M.imageType],
      [400, M.imageMissing],
    ]);
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect(await upload(big, 'riesig.png')).toMatchObject({
      status: 413,
      body: { success: false, message: M.imageTooLarge },
    });
    expect((await upload(PNG, 'falsches-feld.png', editor, 'datei')).status).toBe(400);
    const notMultipart = await api.post('/api/admin/images', { image: TINY_PNG_BASE64 }, editor);
    expect(notMultipart).toMatchObject({ status: 400, body: { message: M.imageMissing } });
  });

  it('delete an image from its product at the loaded revision, then its file once nothing uses it', async () => {
    const front = (await upload(PNG, 'vorne.png')).body.name as string;
    const target = (await products().findOne({ published: true })) as Product;
    await products().updateOne({ _id: target._id }, { $set: { imageFront: front, imageContent2: front } });

    const stale = await remove({ name: front, productId: target._id, rev: (target.formRev ?? 0) + 5 });
    expect(stale).toMatchObject({ status: 409, body: { message: M.staleRevision } });
    expect(await stored(front)).not.toBeNull();

    const done = await remove({ name: front, productId: target._id, rev: target.formRev ?? 0 });
    expect(done.body).toEqual({ success: true, rev: (target.formRev ?? 0) + 1 });
    const saved = (await products().findOne({ _id: target._id })) as Product;
    expect([saved.imageFront, saved.imageContent2]).toEqual([undefined, undefined]);
    expect(await stored(front)).toBeNull();
  });

  it('delete an image named with only its product, as the specification sends it, on a product written before', async () => {
    const front = (await upload(PNG, 'nur-id.png')).body.name as string;
    const target = (
      await products().find({ published: true }, { limit: 3, sort: { _id: -1 } })
    )[2] as Product;
    // Written twice since its creation (e.g. by an offer feed): its store revision is past 0.
    await products().updateOne({ _id: target._id }, { $set: { imageFront: front }, $inc: { rev: 2 } });
    const done = await remove({ name: front, productId: target._id });
    expect(done.body).toEqual({ success: true, rev: (target.formRev ?? 0) + 1 });
    expect((await products().findOne({ _id: target._id }))?.imageFront).toBeUndefined();
    expect(await stored(front)).toBeNull();
  });

  it('keep a file another product uses, and never delete seeded or foreign files', async () => {
    const shared = (await upload(PNG, 'geteilt.png')).body.name as string;
    const [a, b] = (await products().find({ published: true }, { limit: 2, sort: { _id: 1 } })) as [
      Product,
      Product,
    ];
    await products().updateOne({ _id: a._id }, { $set: { imageContent1: shared } });
    await products().updateOne({ _id: b._id }, { $set: { imageContent1: shared } });
    const fresh = (await products().findOne({ _id: a._id })) as Product;
    expect((await remove({ name: shared, productId: a._id, rev: fresh.rev ?? 0 })).status).toBe(200);
    expect(await stored(shared)).not.toBeNull();

    // A seeded pack shot that no product shows any more stays in storage.
    const seeded = `${b.urlExtension}.png`;
    expect(await stored(seeded)).not.toBeNull();
    const own = (await products().findOne({ _id: b._id })) as Product;
    expect((await remove({ name: seeded, productId: b._id, rev: own.rev ?? 0 })).status).toBe(200);
    expect(await stored(seeded)).not.toBeNull();

    // An upload in progress (no product yet) is deleted at once.
    const draft = (await upload(PNG, 'entwurf.png')).body.name as string;
    expect((await remove({ name: draft })).body).toEqual({ success: true });
    expect(await stored(draft)).toBeNull();

    for (const name of ['../data.db', 'tipp-der-woche-1.pdf', 'x'.repeat(400)])
      expect((await remove({ name })).status, name).toBe(400);
  });
});
