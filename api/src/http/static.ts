import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type FileStore, FileStoreUnavailableError } from '@futterkompass/adapters';
import {
  ALERT_BAR_CLOSED_COOKIE,
  type AlertBar,
  alertBarDigest,
  isKnownRoute,
  NOT_FOUND_PATTERN,
  PAGE_DATA,
  PUBLIC_ROUTES,
  ROUTES,
  routePatternOf,
} from '@futterkompass/domain';
import { parseCookie } from 'cookie';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { escapeHtml, withPageData, withPageHead, withScriptsAfterPaint, withTitle } from './page-head';
import { NOINDEX_TAG, seoTags } from './page-seo';
import { orNull, type RouteDataDeps, routeData } from './route-data';
import { routePreloads } from './route-preload';
import type { PageData, RenderedPage, ServerRenderer } from './server-render';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/** Stored files under /files; SVG is sandboxed so that it cannot run script. */
export function filesRoute(files: FileStore): Router {
  const router = express.Router();
  router.get('/:name', async (req, res) => {
    let data: Buffer | null = null;
    try {
      data = await files.read(req.params.name);
    } catch (error) {
      if (error instanceof FileStoreUnavailableError) {
        res
          .status(503)
          .type('text/plain')
          .send('Die Datei ist gerade nicht erreichbar. Bitte versuche es später erneut.');
        return;
      }
      data = null;
    }
    if (!data) {
      res.status(404).type('text/plain').send('Datei nicht gefunden.');
      return;
    }
    const type = TYPES[path.extname(req.params.name).toLowerCase()] ?? 'application/octet-stream';
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type(type).send(data);
  });
  return router;
}

/** The shell's own description (index.html): the description of pages without one of their own. */
const SHELL_DESCRIPTION = /<meta name="description" content="([^"]*)" \/>/;
const SITE_TITLE = 'Futterkompass';

/** The web app's root element in index.html, where the server's markup goes. */
const ROOT = '<div id="root"></div>';

/** The service worker and the Workbox runtime it imports, which the PWA build writes beside index.html. */
const SERVICE_WORKER_FILES = /^(sw|workbox-[\w-]+)\.js$/;

/**
 * The built web app: assets with long caching, the service worker revalidated on every visit, every
 * page path answered with index.html (the app
 * routes itself); paths outside the route table get status 404 and the app's 404 page. A public
 * page comes rendered (renderer) with its data, its head for search engines and link previews
 * (page-seo.ts) and its status: 404 for an unknown product or post, 410 for a removed product.
 */
export interface WebAppDeps extends RouteDataDeps {
  /** Where the portal is reached: canonical links, link previews and structured data point there. */
  publicUrl?: string;
  /**
   * The alert bar as the API answers it, put into every page so the bar paints with the page; marked
   * `closed` for a visitor whose cookie names this notice, so that the rendered page leaves it out.
   */
  alertBar?: () => Promise<AlertBar>;
  /** The home page's best rated products, put into the home page so its first carousel paints with it. */
  homeProducts?: () => Promise<object>;
  /**
   * The answer to the list's first search for a query string, with the query as the web app
   * serializes it: the list renders its first products without another round trip.
   */
  listAnswer?: (search: string) => Promise<ListAnswer>;
  /** Renders the first screen of the pages it knows; a failure leaves the page to the browser. */
  renderer?: ServerRenderer | null;
  onRenderError?: (error: unknown, url: string) => void;
}

export interface ListAnswer {
  query: string;
  answer: { products?: { imageUrl: string | null }[] };
}

/** The first product's image: the largest paint of the list on a phone, fetched before any script ran. */
function imagePreload({ answer }: ListAnswer): string {
  const src = answer.products?.[0]?.imageUrl;
  return src ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}">` : '';
}

export function webApp(distDir: string, deps: WebAppDeps = {}): Router | null {
  const { alertBar, homeProducts, listAnswer, renderer, onRenderError, publicUrl } = deps;
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return null;
  const shell = readFileSync(index, 'utf8');
  const preloads = routePreloads(distDir);
  /** The first screen's markup where the server renders the page, with the data it was rendered with. */
  const rendered = async (pattern: string, url: string, data: PageData): Promise<RenderedPage> => {
    const none = { head: '', title: null, html: '', pageData: data };
    if (!renderer?.paths.includes(pattern)) return none;
    try {
      return await renderer.render(url, data);
    } catch (error) {
      onRenderError?.(error, url);
      return none;
    }
  };
  const alertBarFor = async (cookies: string | undefined) => {
    const bar = alertBar ? await alertBar() : null;
    if (!bar?.text) return bar;
    const closed = parseCookie(cookies ?? '')[ALERT_BAR_CLOSED_COOKIE] === alertBarDigest(bar.text);
    return closed ? { ...bar, closed } : bar;
  };
  const shellDescription = SHELL_DESCRIPTION.exec(shell)?.[1] ?? '';
  /** The shell with the route's chunk preloads, the data its first render needs, its markup and head. */
  const pageFor = async (pathname: string, search: string, cookies: string | undefined) => {
    const pattern = routePatternOf(pathname);
    const failed = (error: unknown) => deps.onDataError?.(error, `${pathname}${search}`);
    const list = listAnswer && pathname === ROUTES.products ? await orNull(listAnswer(search), failed) : null;
    const best = homeProducts && pathname === '/' ? await orNull(homeProducts(), failed) : null;
    const bar = await alertBarFor(cookies);
    const route = await routeData(deps, pattern, pathname, search);
    const { head, title, html, pageData, breadcrumb, description } = await rendered(
      pattern,
      `${pathname}${search}`,
      {
        ...(bar && { [PAGE_DATA.alertBar]: bar }),
        ...(best && { [PAGE_DATA.homeProducts]: best }),
        ...(list && { [PAGE_DATA.listAnswer]: list }),
        ...route.data,
      },
    );
    // A rendered page brings its own image hints (React's, for the first row); else the first image.
    const images = html ? head : list ? imagePreload(list) : '';
    const pageHead = route.head ?? {
      title: title ?? SITE_TITLE,
      description: description ?? shellDescription,
    };
    const seo =
      html && publicUrl
        ? seoTags(
            {
              // A product or post there is none of shows the 404 page: no canonical, noindex.
              pattern: route.status === 200 ? pattern : NOT_FOUND_PATTERN,
              pathname,
              search,
              ...pageHead,
              product: route.product,
              breadcrumb,
            },
            publicUrl,
          )
        : '';
    // Sign-in, profile and editor pages stay out of the index (robots.txt may keep crawlers off too).
    const privatePage = pattern !== NOT_FOUND_PATTERN && !PUBLIC_ROUTES.includes(pattern) ? NOINDEX_TAG : '';
    const links = [preloads(pathname), images, seo, privatePage].filter(Boolean).join('\n    ');
    let page = links ? shell.replace('</head>', () => `    ${links}\n  </head>`) : shell;
    for (const [name, data] of Object.entries(pageData)) page = withPageData(page, name, data as object);
    if (route.head || description) page = withPageHead(page, pageHead);
    else if (title) page = withTitle(page, title);
    const body = html
      ? withScriptsAfterPaint(page.replace(ROOT, () => `<div id="root">${html}</div>`))
      : page;
    return { status: route.status, body };
  };
  const router = express.Router();
  // The build writes a Brotli copy of each script and style (scripts/ensure-web-build.mjs), sent to
  // browsers that accept it; the others get the file itself, compressed on the fly.
  router.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  router.use(
    express.static(distDir, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        // Checked again on every visit: a cached worker would keep serving the old app after a release.
        if (SERVICE_WORKER_FILES.test(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  router.get(/.*/, async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    const query = req.originalUrl.indexOf('?');
    const { status, body } = await pageFor(
      req.path,
      query < 0 ? '' : req.originalUrl.slice(query),
      req.headers.cookie,
    );
    // Express tags a 200 answer with a weak ETag of its body and answers a matching If-None-Match
    // with 304: the whole page (alert bar, prices) is in the tag, so no date could stand in for it.
    res.status(isKnownRoute(req.path) ? status : 404).send(body);
  });
  return router;
}
