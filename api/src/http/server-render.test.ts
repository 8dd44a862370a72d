import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALERT_BAR_CLOSED_COOKIE, type AlertBar, alertBarDigest, PAGE_DATA } from '@futterkompass/domain';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, metaContent } from '../testing/loopback';
import { loadServerRenderer, type PageData, type ServerRenderer } from './server-render';
import { webApp } from './static';

const SHELL = `<html><head><title>Futterkompass</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/jsx-1.js">
</head><body><div id="root"></div></body></html>`;

const BAR: AlertBar = { text: 'Hinweis', link: '', buttonText: '', color: '55AD59' };

describe('pages the server renders', () => {
  let dir: string;
  let server: Server;
  let url: string;
  let fails = false;
  const seen: { url: string; data: PageData }[] = [];
  const errors: string[] = [];
  const renderer: ServerRenderer = {
    paths: ['/'],
    async render(at, data) {
      seen.push({ url: at, data });
      if (fails) throw new Error('render failed');
      return {
        head: '<link rel="preload" as="image" href="/files/a.svg"/>',
        title: 'Futtersuche | Futterkompass',
        html: '<h1>Gerendert</h1>',
        pageData: { ...data, [PAGE_DATA.listState]: { rendered: true } },
      };
    },
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fk-render-'));
    await writeFile(path.join(dir, 'index.html'), SHELL);
    const app = express();
    const web = webApp(dir, {
      renderer,
      alertBar: async () => BAR,
      onRenderError: (_error, at) => errors.push(at),
    });
    if (web) app.use(web);
    ({ server, url } = await listenOnLoopback(app));
  });
  afterAll(async () => {
    server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts the markup into the root, its hints into the head, its data into meta tags, scripts last', async () => {
    const page = await (await fetch(`${url}/?q=1`)).text();
    expect(seen.at(-1)).toEqual({ url: '/?q=1', data: { [PAGE_DATA.alertBar]: BAR } });
    expect(page).toContain('<div id="root"><h1>Gerendert</h1></div>');
    expect(page).toContain('<title>Futtersuche | Futterkompass</title>');
    expect(page.indexOf('href="/files/a.svg"')).toBeLessThan(page.indexOf('</head>'));
    expect(metaContent(page, PAGE_DATA.listState)).toBe('{"rendered":true}');
    expect(JSON.parse(metaContent(page, PAGE_DATA.alertBar) ?? '')).toEqual(BAR);
    // The app starts after the first paint, through the loader, which gets the script tags' addresses.
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      '<script defer src="/app-loader.js" data-entry="/assets/index-1.js" data-preload="/assets/jsx-1.js"></script>',
    );
  });

  it('marks the alert bar closed for a visitor whose cookie names this notice, not for an older one', async () => {
    const withCookie = async (value: string) => {
      seen.length = 0;
      const page = await fetch(`${url}/`, {
        headers: { cookie: `andere=1; ${ALERT_BAR_CLOSED_COOKIE}=${value}` },
      });
      expect(page.status).toBe(200);
      return page.text();
    };
    const closed = await withCookie(alertBarDigest(BAR.text));
    expect(seen.at(-1)?.data).toEqual({ [PAGE_DATA.alertBar]: { ...BAR, closed: true } });
    expect(JSON.parse(metaContent(closed, PAGE_DATA.alertBar) ?? '')).toEqual({ ...BAR, closed: true });
    await withCookie(alertBarDigest('Der Hinweis von gestern'));
    expect(seen.at(-1)?.data).toEqual({ [PAGE_DATA.alertBar]: BAR });
    // A cookie that is no valid percent-encoding counts as none.
    const broken = await withCookie('%E0%A4%A');
    expect(seen.at(-1)?.data).toEqual({ [PAGE_DATA.alertBar]: BAR });
    expect(JSON.parse(metaContent(broken, PAGE_DATA.alertBar) ?? '')).toEqual(BAR);
  });

  it('leaves other pages, and a page whose rendering failed, to the browser with their data', async () => {
    const other = await (await fetch(`${url}/vergleichsliste`)).text();
    expect(other).toContain('<div id="root"></div>');
    expect(other).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(other).not.toContain('app-loader');

    fails = true;
    try {
      const answer = await fetch(`${url}/`);
      expect(answer.status).toBe(200);
      const page = await answer.text();
      expect(page).toContain('<div id="root"></div>');
      expect(JSON.parse(metaContent(page, PAGE_DATA.alertBar) ?? '')).toEqual(BAR);
      expect(errors).toEqual(['/']);
    } finally {
      fails = false;
    }
  });

  it('loads the renderer built beside the web app, and none where there is none', async () => {
    const web = path.join(dir, 'dist');
    expect(await loadServerRenderer(web)).toBeNull();
    await mkdir(path.join(dir, 'dist-ssr'));
    await writeFile(
      path.join(dir, 'dist-ssr', 'entry-server.mjs'),
      `export const SERVER_RENDERED = ['/'];
       export const renderPage = async (url) => ({ head: '', title: null, html: url, pageData: {} });`,
    );
    const loaded = await loadServerRenderer(web);
    expect(loaded?.paths).toEqual(['/']);
    await expect(loaded?.render('/x', {})).resolves.toEqual({
      head: '',
      title: null,
      html: '/x',
      pageData: {},
    });
  });
});
