import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageDataName } from '@futterkompass/domain';
import type { BreadcrumbStep } from './page-seo';

export type PageData = Partial<Record<PageDataName, unknown>>;

/** A page's first screen as the web app's server rendering gives it (web/src/entry-server.tsx). */
export interface RenderedPage {
  head: string;
  title: string | null;
  html: string;
  pageData: PageData;
  /** The page's breadcrumb trail after 'Startseite', for its structured data. */
  breadcrumb?: BreadcrumbStep[];
  /** The page's own meta description; none where the portal's (index.html) applies. */
  description?: string;
}

/**
 * The web app's server rendering (web/src/entry-server.tsx, built beside the app as
 * web/dist-ssr/entry-server.mjs): the markup of a page's first screen, so that the browser paints
 * it before any script ran and then takes it over (hydration).
 */
export interface ServerRenderer {
  /** The route patterns it renders (domain's routePatternOf); every other page is painted by the browser alone. */
  paths: readonly string[];
  render(url: string, pageData: PageData): Promise<RenderedPage>;
}

/** Where the build puts the renderer: web/dist-ssr beside web/dist (scripts/ensure-web-build.mjs). */
export const serverRenderBundleOf = (webDist: string) =>
  path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.mjs');

/** The renderer built beside the web app, or null where there is none (the web app's dev server, tests). */
export async function loadServerRenderer(webDist: string): Promise<ServerRenderer | null> {
  const file = serverRenderBundleOf(webDist);
  if (!existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as {
    SERVER_RENDERED: readonly string[];
    renderPage: ServerRenderer['render'];
  };
  return { paths: bundle.SERVER_RENDERED, render: bundle.renderPage };
}
