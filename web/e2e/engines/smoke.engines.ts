import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_CATALOG_SEARCH, type PostListing } from '@futterkompass/domain';
import type { ProductCard } from '@futterkompass/search-config';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RESULTS_DIR } from '../browser';
import type { Engine, EngineBrowser, EnginePage } from './driver';
import { firefox } from './firefox';
import { SMOKE_STEPS, type SmokeContext } from './smoke';
import { webkit } from './webkit';

/**
 * `npm run test:engines`: the smoke set in Firefox ESR and WebKitGTK from Debian's packages, at a
 * phone's and a laptop's width, with no console error on any page. Chromium runs the full journeys
 * (npm test); what only Chromium can check (layout shifts, offline mode) stays there.
 */
const WIDTHS = [390, 1280];
const ENGINES: [string, Engine][] = [
  ['firefox', firefox],
  ['webkit', webkit],
];

const baseUrl = inject('engineServer');
const required = (process.env.REQUIRE_SERVICES ?? '').split(',');

/**
 * WebKit logs a load it cancelled (a navigation, an overtaken list request) as "… cannot load URL
 * due to access control checks". For a URL of the portal's own origin no such check exists, so the
 * line says only that the load was cancelled; any other console error stays a problem.
 */
const CANCELLED_IN_WEBKIT = /cannot load (\S+) due to access control checks\.?$/i;
const realProblems = (problems: string[]) =>
  problems.filter((problem) => {
    const url = CANCELLED_IN_WEBKIT.exec(problem)?.[1];
    return !url || !URL.canParse(url) || new URL(url).origin !== new URL(baseUrl).origin;
  });

async function demoData(): Promise<Pick<SmokeContext, 'productWithOffers' | 'post'>> {
  const list = (await (
    await fetch(`${baseUrl}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        filters: { ...Object.fromEntries(new URLSearchParams(DEFAULT_CATALOG_SEARCH)), sortBy: 'price_desc' },
      }),
    })
  ).json()) as { products: ProductCard[] };
  const { posts } = (await (await fetch(`${baseUrl}/api/posts`)).json()) as { posts: PostListing[] };
  const product = list.products.find((p) => p.bestOffer);
  const [post] = posts;
  if (!product || !post) throw new Error('der Demokatalog hat Produkte mit Angeboten und Beiträge');
  return { productWithOffers: product.urlExtension, post: post._id };
}

for (const [id, engine] of ENGINES) {
  describe(engine.name, () => {
    const missing = engine.missing();
    if (missing) {
      if (required.includes(id))
        it(`braucht ${engine.name} (REQUIRE_SERVICES)`, () => {
          throw new Error(`${engine.name} fehlt: ${missing}`);
        });
      else it.skip(`übersprungen: ${missing}`);
      return;
    }
    let browser: EngineBrowser;
    let data: Awaited<ReturnType<typeof demoData>>;
    beforeAll(async () => {
      [browser, data] = await Promise.all([engine.launch(), demoData()]);
      await mkdir(RESULTS_DIR, { recursive: true });
    });
    afterAll(() => browser?.close());

    for (const width of WIDTHS)
      describe(`${width} px`, () => {
        let page: EnginePage;
        beforeAll(async () => {
          page = await browser.page(width);
        });
        for (const [name, step] of SMOKE_STEPS)
          it(name, async () => {
            let failure: Error | undefined;
            try {
              await step(page, { baseUrl, width, ...data });
            } catch (error) {
              failure = error as Error;
            }
            const file = `engines-${id}-${width}-${SMOKE_STEPS.findIndex(([n]) => n === name) + 1}.png`;
            await page
              .screenshot()
              .then((png) => writeFile(path.join(RESULTS_DIR, file), png))
              .catch(() => undefined);
            const problems = realProblems(await page.takeProblems());
            if (failure) {
              failure.message += problems.length ? ` (Konsole: ${problems.join(' | ')})` : '';
              throw failure;
            }
            expect(problems).toEqual([]);
          });
      });
  });
}
