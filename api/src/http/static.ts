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
  PRODUCT_PAGE_PATTERN,
  PUBLIC_ROUTES,
  ROUTES,
  routePatternOf,
} from '@futterkompass/domain';
import { parseCookie } from 'cookie';
import express, { type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { escapeHtml, withPageData, withPageHead, withScriptsAfterPaint, withTitle } from './page-head';
import { NOINDEX_TAG, seoTags } from './page-seo';
import { type ListAnswer, orNull, type RouteDataDeps, routeData } from './route-data';
import { routePreloads } from './route-preload';
import type { PageData, RenderedPage, ServerRenderer } from './server-render';

/** Pictures other sites may show (link previews of product pages): every other file stays same-origin. */
const IMAGE = /\.(png|jpe?g|gif|svg|webp|ico)$/i;
/** Lets a link preview on another site (messengers, social networks) load the picture. */
export const shareableImage = (res: Response, file: string) => {
  if (IMAGE.test(file)) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
};

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
    shareableImage(res, req.params.name);
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
  /** Renders the first screen of the pages it knows; a failure leaves the page to the browser. */
  renderer?: ServerRenderer | null;
  onRenderError?: (error: unknown, url: string) => void;
}

/** The first product's image: the largest paint of the list on a phone, fetched before any script ran. */
function imagePreload(list: ListAnswer | undefined): string {
  const src = list?.answer.products?.[0]?.imageUrl;
  return src ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}">` : '';
}

/**
 * A path in another case than the route table's (/Impressum) names the page in the right case:
 * it moves there (react-router would show the page at either, under two addresses). Product
 * addresses keep their case: a urlExtension is the product's own.
 */
function caseMoved(pathname: string): string | null {
  const lower = pathname.toLowerCase();
  if (lower === pathname || routePatternOf(pathname) !== NOT_FOUND_PATTERN) return null;
  const pattern = routePatternOf(lower);
  return pattern === NOT_FOUND_PATTERN || pattern === PRODUCT_PAGE_PATTERN ? null : lower;
}

export function webApp(distDir: string, deps: WebAppDeps = {}): Router | null {
  const { alertBar, homeProducts, renderer, onRenderError, publicUrl } = deps;
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
  const pageFor = async (
    pathname: string,
    search: string,
    cookies: string | undefined,
  ): Promise<{ status: number; body: string } | { redirect: string }> => {
    const moved = caseMoved(pathname);
    if (moved) return { redirect: `${moved}${search}` };
    const pattern = routePatternOf(pathname);
    const route = await routeData(deps, pattern, pathname, search);
    if (route.redirect) return { redirect: route.redirect };
    const failed = (error: unknown) => deps.onDataError?.(error, `${pathname}${search}`);
    const best = homeProducts && pathname === '/' ? await orNull(homeProducts(), failed) : null;
    const bar = await alertBarFor(cookies);
    const { head, title, html, pageData, breadcrumb, description } = await rendered(
      pattern,
      `${pathname}${search}`,
      {
        ...(bar && { [PAGE_DATA.alertBar]: bar }),
        ...(best && { [PAGE_DATA.homeProducts]: best }),
        ...route.data,
      },
    );
    // A rendered page brings its own image hints (React's, for the first row); else the first image.
    const images = html ? head : imagePreload(route.data[PAGE_DATA.listAnswer] as ListAnswer | undefined);
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
              list: route.list,
              post: route.post,
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
  // The shell is no page of its own: its address names the start page.
  router.get('/index.html', (_req, res) => res.redirect(301, ROUTES.home));
  router.use(
    express.static(distDir, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        // Checked again on every visit: a cached worker would keep serving the old app after a release.
        if (SERVICE_WORKER_FILES.test(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
        shareableImage(res, file);
      },
    }),
  );
  router.get(/.*/, async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    const query = req.originalUrl.indexOf('?');
    const page = await pageFor(req.path, query < 0 ? '' : req.originalUrl.slice(query), req.headers.cookie);
    if ('redirect' in page) {
      res.redirect(301, page.redirect);
      return;
    }
    // Express tags a 200 answer with a weak ETag of its body and answers a matching If-None-Match
    // with 304: the whole page (alert bar, prices) is in the tag, so no date could stand in for it.
    res
      .type('html')
      .status(isKnownRoute(req.path) ? page.status : 404)
      .send(page.body);
  });
  return router;
}
