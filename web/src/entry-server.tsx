import {
  isListPath,
  type ListIntroData,
  landingOf,
  PAGE_DATA,
  type PageDataName,
  PUBLIC_ROUTES,
  parseListAddress,
} from '@futterkompass/domain';
import { categoryIntro } from '@futterkompass/domain/category-intros';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { getServerState } from 'react-instantsearch';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './App';
import ProductListPage from './list/ProductListPage';
import { objectPageData } from './page-data';
import { type RenderNotes, RenderProvider } from './render-context';
import { pageTitle } from './shell/page-titles';

export type PageData = Partial<Record<PageDataName, unknown>>;

/** Route patterns of the pages the server renders: every public page (domain's PUBLIC_ROUTES). */
export const SERVER_RENDERED: readonly string[] = PUBLIC_ROUTES;

export interface RenderedPage {
  /** Resource hints React hoists out of the page (preloads of the first images), for the page's head. */
  head: string;
  /** The page's document title, as the browser sets it (web/src/shell/page-titles.ts). */
  title: string | null;
  /** The markup inside the page's root element. */
  html: string;
  /** The page data the browser needs to take the markup over: what it was rendered with, and more. */
  pageData: PageData;
  /** The page's breadcrumb trail after 'Startseite', for its structured data. */
  breadcrumb?: RenderNotes['breadcrumb'];
  /** The page's own meta description; none where the portal's applies. */
  description?: string;
}

/** The link tags React puts before a page's markup (it would put them into the head of a whole document). */
const HOISTED = /^(?:<link [^>]*\/>)*/;
/** A path no route of the app matches: the 404 page. */
const UNMATCHED_PATH = '/seite-nicht-gefunden';

const decodable = (path: string): boolean => {
  try {
    decodeURI(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * The page's markup once everything in it has loaded (renderToString would not wait for lazy pages),
 * in one piece: React would otherwise send a large part after the rest and complete it by inline
 * script, which the content security policy refuses.
 */
async function prerendered(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // React would leave a failed part to the browser and only print the error: the server logs it
    // and sends the page unrendered instead.
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await text(prelude);
  if (errors.length > 0) throw errors[0];
  return html;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return html;
}

/**
 * The markup of a page at `url` (path and query), rendered with the data the server puts into the
 * page. The list is rendered from the answer to its first search: InstantSearch first collects its
 * widgets' queries (answered from that answer, no second search), then the page is rendered with
 * the results, and their state goes to the browser in place of the answer.
 */
export async function renderPage(url: string, pageData: PageData): Promise<RenderedPage> {
  const data: PageData = { ...pageData };
  const notes: RenderNotes = {};
  // Appended, not resolved: '//' or '//host/x' is a path here, not a URL of another host.
  const { pathname, search } = new URL(`http://localhost${url}`);
  // react-router joins repeated slashes ('//produkte' is '/produkte' to it), the server's route
  // table does not: such a path shows the 404 page, as its status says. So does one with a broken
  // percent-escape, which react-router would warn about on the console.
  const location = pathname.includes('//') || !decodable(pathname) ? UNMATCHED_PATH : url;
  const page = (children: ReactNode) => (
    <RenderProvider serverMarkup pageData={objectPageData(data)} notes={notes}>
      <StaticRouter location={location}>{children}</StaticRouter>
    </RenderProvider>
  );
  // A category page's introduction goes into the page: the browser's list script does not carry it.
  // Found as the list finds it (ListHeader), from the list's filters: /produkte with a category's
  // filters shows that category's introduction too, painted with the page and not after the script.
  const listQuery = isListPath(pathname) ? parseListAddress(pathname, search) : null;
  const landing = listQuery && landingOf(listQuery);
  if (landing?.kind === 'category')
    data[PAGE_DATA.listIntro] = {
      path: landing.page.path,
      intro: categoryIntro(landing.page),
    } satisfies ListIntroData;
  if (isListPath(pathname) && data[PAGE_DATA.listAnswer]) {
    data[PAGE_DATA.listState] = await getServerState(page(<ProductListPage />), { renderToString });
    delete data[PAGE_DATA.listAnswer];
  }
  const markup = await prerendered(page(<AppRoutes />));
  const head = HOISTED.exec(markup)?.[0] ?? '';
  const { description } = notes;
  return {
    head,
    title: notes.title ?? pageTitle(pathname),
    html: markup.slice(head.length),
    pageData: data,
    ...(notes.breadcrumb && { breadcrumb: notes.breadcrumb }),
    ...(description && { description }),
  };
}
