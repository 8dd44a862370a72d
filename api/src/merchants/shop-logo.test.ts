import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalFiles, type FileStore } from '@futterkompass/adapters';
import { isStoredShopLogo, SHOP_LOGO_LIMITS } from '@futterkompass/domain';
import { encodeRgbaPng } from '@futterkompass/indexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopLogos, ShopLogoError } from './shop-logo';

const png = (width: number, height: number) =>
  encodeRgbaPng(width, height, Buffer.alloc(width * height * 4, 0x5a));

/** A shop's web server on loopback, its files by path. */
const SERVED: Record<string, { type: string; body: Buffer | string }> = {
  '/logo.png': { type: 'image/png', body: png(120, 60) },
  '/logo-as-html.png': { type: 'image/png', body: '<!doctype html><h1>Kein Bild</h1>' },
  '/banner.png': { type: 'image/png', body: png(4000, 20) },
  '/pixel.png': { type: 'image/png', body: png(4, 4) },
  '/big.png': {
    type: 'image/png',
    body: Buffer.concat([png(100, 100), Buffer.alloc(SHOP_LOGO_LIMITS.maxBytes)]),
  },
  '/logo.svg': {
    type: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><script>alert(1)</script><rect width="64" height="32"/></svg>',
  },
};

describe('shop logos', () => {
  let dir: string;
  let files: FileStore;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fk-logos-'));
    files = createLocalFiles(dir);
    server = createServer((req, res) => {
      const file = SERVED[req.url ?? ''];
      if (req.url === '/moved') res.writeHead(302, { location: '/logo.png' }).end();
      else if (!file) res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': file.type }).end(file.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('fetches a logo once, through redirects, and keeps the checked copy in the portal’s files', async () => {
    const logos = createShopLogos({ files, allowPrivate: true });
    const name = await logos.store(`${base}/moved`);
    expect(isStoredShopLogo(name)).toBe(true);
    expect(name).toMatch(/\.png$/);
    expect(await files.read(name)).toEqual(SERVED['/logo.png']?.body);
    const svg = await logos.store(`${base}/logo.svg`);
    expect(svg).toMatch(/\.svg$/);
    expect(String(await files.read(svg))).not.toContain('script');
  });

  it('refuses what is no image by its content, too large, or of odd pixel dimensions', async () => {
    const logos = createShopLogos({ files, allowPrivate: true });
    const refusal = (file: string) => logos.store(`${base}${file}`).catch((error: unknown) => error);
    const stored = await files.list();
    expect(await refusal('/logo-as-html.png')).toEqual(
      new ShopLogoError('Das Logo muss ein PNG-, JPG-, GIF- oder SVG-Bild sein.'),
    );
    expect(await refusal('/banner.png')).toEqual(
      new ShopLogoError('Das Logo muss zwischen 16 und 2000 Pixel breit und hoch sein (es ist 4000 × 20).'),
    );
    expect(((await refusal('/pixel.png')) as Error).message).toContain('(es ist 4 × 4)');
    expect(((await refusal('/big.png')) as Error).message).toBe(
      'Das Logo konnte nicht geladen werden: Es ist größer als 1 MB.',
    );
    expect(((await refusal('/fehlt.png')) as Error).message).toBe(
      'Das Logo konnte nicht geladen werden: Der Server hat mit HTTP 404 geantwortet.',
    );
    expect(await files.list()).toEqual(stored);
  });

  it('reaches only public addresses unless the operator allows private ones', async () => {
    const logos = createShopLogos({ files, allowPrivate: false });
    const refused = await logos.store(`${base}/logo.png`).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ShopLogoError);
    expect((refused as Error).message).toContain('internes Netz');
  });
});
