import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_DATA } from '@futterkompass/domain';
import { type Browser, chromium, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INDEX } from '../src/list/ui-state';
import type { JourneyServer } from './global-setup';

export const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results');

/**
 * Runs browser journeys in real Chromium against the running server; without Chromium they are
 * reported as skipped with the reason, or fail when REQUIRE_SERVICES names chromium.
 */
export interface JourneyPage extends Page {
  /** Uncaught exceptions and console errors of the page: a journey ends with none. */
  problems: string[];
}

export interface PageOptions {
  /** Keep the server's Content-Security-Policy in force (axeViolations cannot inject then). */
  enforceCsp?: boolean;
  /** Run the page's scripts (off: the page as the server sent it). */
  javaScript?: boolean;
  /** Another user agent than headless Chromium's (which counts as a bot, e.g. for click-outs). */
  userAgent?: string;
}

/** This worker's own server (files running at the same time never share one), or why there is none. */
function journeyServer(): { server: JourneyServer; chromiumPath: string } | { missing: string } {
  const context = inject('journeys');
  const server = context.servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % context.servers.length];
  if (!server || !context.chromiumPath) return { missing: context.missing ?? 'no server' };
  return { server, chromiumPath: context.chromiumPath };
}

/** A journey that cannot run: skipped with the reason, or failed when REQUIRE_SERVICES names chromium. */
function describeMissing(title: string, reason: string) {
  const required = (process.env.REQUIRE_SERVICES ?? '').split(',').includes('chromium');
  describe(title, () => {
    if (required) {
      it('needs Chromium (REQUIRE_SERVICES)', () => {
        throw new Error(`Chromium is required by REQUIRE_SERVICES but missing: ${reason}`);
      });
    } else {
      it.skip(`skipped: ${reason}`);
    }
  });
}

/** Tests against the journeys' server without a browser: its HTML as crawlers read it. */
export function describeOnServer(title: string, body: (context: JourneyServer) => void) {
  const found = journeyServer();
  if ('missing' in found) describeMissing(title, found.missing);
  else describe(title, () => body(found.server));
}

/**
 * Tests against a server of the file's own, in the file's own process on a fresh copy of the demo
 * data: for a file that keeps a server busy for long (the crawl renders every page), which on the
 * shared servers would hold the thread that the other files' servers and Vitest itself run on.
 */
export function describeOnOwnServer(title: string, body: (server: { readonly baseUrl: string }) => void) {
  const found = journeyServer();
  const { template, webDist } = inject('journeys');
  if ('missing' in found || !template) {
    describeMissing(title, 'missing' in found ? found.missing : 'no demo data');
    return;
  }
  describe(title, () => {
    let runDir = '';
    let server: { url: string; close(): Promise<void> } | undefined;
    beforeAll(async () => {
      // Loaded here, not with this module: the other journeys never load the server.
      const { startServerOn } = await import('./global-setup');
      runDir = await mkdtemp(path.join(tmpdir(), 'fk-own-server-'));
      server = await startServerOn(template, path.join(runDir, 'data'), webDist);
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      if (runDir) await rm(runDir, { recursive: true, force: true });
    });
    body({
      get baseUrl() {
        if (!server) throw new Error('the server of this file has not started');
        return server.url;
      },
    });
  });
}

export function describeInBrowser(
  title: string,
  body: (context: {
    page(width?: number, options?: PageOptions): Promise<JourneyPage>;
    baseUrl: string;
    dataDir: string;
  }) => void,
) {
  const found = journeyServer();
  if ('missing' in found) {
    describeMissing(title, found.missing);
    return;
  }
  const { chromiumPath } = found;
  const { baseUrl, dataDir } = found.server;
  describe(title, () => {
    let browser: Browser;
    beforeAll(async () => {
      await mkdir(RESULTS_DIR, { recursive: true });
      browser = await chromium.launch({
        executablePath: chromiumPath,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
    });
    afterAll(async () => {
      await browser?.close();
    });
    body({
      baseUrl,
      dataDir,
      async page(width = 1280, { enforceCsp = false, javaScript = true, userAgent }: PageOptions = {}) {
        const page = (await browser.newPage({
          viewport: { width, height: 900 },
          locale: 'de-DE',
          javaScriptEnabled: javaScript,
          // Lets axe-core be injected; the page's own policy is checked by the API tests, or by a
          // journey that enforces it (its violations are console errors, so they land in problems).
          bypassCSP: !enforceCsp,
          ...(userAgent && { userAgent }),
        })) as JourneyPage;
        page.setDefaultTimeout(15_000);
        page.problems = [];
        page.on('pageerror', (error) => page.problems.push(String(error)));
        page.on('console', (message) => {
          if (message.type() === 'error') page.problems.push(message.text());
        });
        if (javaScript) waitForTheApp(page);
        return page;
      },
    });
  });
}

/**
 * Loading a page ends once the app runs in it (web/src/shell/Layout.tsx marks it): the server
 * renders the home page and the list, and a click or a key on that markup before the app has taken
 * it over would go nowhere, or navigate while React still hydrates the page.
 */
function waitForTheApp(page: Page) {
  const appRuns = () =>
    page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.app === 'runs',
    );
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        await appRuns();
        return response;
      },
    });
  }
}

/** The number in the result count ('1.234 Produkte'). */
export async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('.results-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** The list's answer as the journeys read it (POST /api/filter-products, or the page's own). */
export interface ListAnswer {
  success: number;
  nOfProducts: number;
  products: { _id: string; bestOffer: { basePrice: number; unitPrice: number } | null }[];
}

/** Waits for the list to settle after a change: a fresh answer and no loading overlay. */
export async function settled(page: Page, action: () => Promise<unknown>): Promise<ListAnswer> {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/filter-products') && r.request().method() === 'POST',
  );
  await action();
  const response = await answer;
  await page.locator('.loading-overlay').waitFor({ state: 'detached' });
  return (await response.json()) as ListAnswer;
}

/** How far the page scrolls sideways: more than 0 means something overflows the screen. */
export const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Waits until no loading overlay is left on the page. */
/**
 * Waits until a smooth scroll has come to rest: the window's position unchanged over 10 animation
 * frames in a row (a smooth scroll moves it on every frame until it arrives). Counted in frames,
 * not milliseconds.
 */
export const scrollAtRest = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

export const overlaysGone = (page: Page) => page.locator('.loading-overlay').waitFor({ state: 'detached' });

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/** The JSON of a meta tag in a page's HTML, or undefined. */
export function pageData(html: string, name: string): unknown {
  const content = new RegExp(`<meta name="${name}" content="([^"]*)" />`).exec(html)?.[1];
  if (content === undefined) return undefined;
  return JSON.parse(content.replace(/&(quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity));
}

interface ListState {
  initialResults: Record<string, { results: { nbHits: number; hits: ListAnswer['products'] }[] }>;
}

/**
 * Loads the list as a document (goto, reload) and waits until it shows its products. The server
 * renders the list from the answer to its first search and puts InstantSearch's state into the page,
 * so no API call goes out: the answer is read from the page's HTML.
 */
export async function loadedList(page: Page, load: () => Promise<Response | null>): Promise<ListAnswer> {
  const html = (await (await load())?.text()) ?? '';
  const state = pageData(html, PAGE_DATA.listState) as ListState | undefined;
  const main = state?.initialResults[INDEX]?.results[0];
  if (!main) throw new Error('the list page came without the results of its first search');
  await page.locator('#suchergebnisse').waitFor();
  // Taken over by the browser: the filters know the screen (the server's markup leaves that to CSS).
  await page.locator('#filter-panel.is-auto').waitFor({ state: 'detached' });
  await page.locator('.loading-overlay').waitFor({ state: 'detached' });
  return { success: 1, nOfProducts: main.nbHits, products: main.hits };
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const WCAG_21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Until the page's transitions have ended (after two frames, in which a dialog starts its fade):
 * axe reads colours as drawn, and a button in a dialog fading in is drawn half transparent. Endless
 * animations (a spinner) are not waited for.
 */
async function transitionsEnded(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * axe-core's violations on the page as it is now (WCAG 2.1 A and AA, or the rules or tags named),
 * as 'rule: target' lines.
 */
export async function axeViolations(page: Page, runOnly: string[] = WCAG_21): Promise<string[]> {
  await transitionsEnded(page);
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (runOnly) => {
    const axe = (
      window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly,
      // Only the violations are read: axe then skips describing every node that passed (its
      // selectors, its HTML), much of the time a run takes; every rule still runs on every node.
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  }, runOnly);
}

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

/**
 * Saves a full-page screenshot under test-results/ for a person to look at. As JPEG: encoding a
 * long page as PNG cost Chromium about five times the CPU (docs/performance.md).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: path.join(RESULTS_DIR, `${name}.jpeg`),
    fullPage: true,
    type: 'jpeg',
    quality: 80,
  });
}

/**
 * Signs in through the login page and waits for the start page. A login that is refused, or that
 * the page stops before sending (its message at the field), fails with what the page or server
 * said, so that a journey tells why it could not sign in.
 */
export async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Nutzername oder E-Mail Adresse').fill(username);
  await page.getByLabel('Passwort').fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/auth/login'));
  const stopped = page
    .locator('form.account-form')
    .locator('.form-error, [role="alert"]')
    .filter({ hasText: /\S/ })
    .first();
  await page.getByRole('button', { name: 'Einloggen' }).click();
  // The loser of the race times out later; its failure must not surface as an unhandled rejection.
  const never = () => new Promise<never>(() => {});
  const outcome = await Promise.race([
    answer.then(
      (response) => ({ response }),
      () => ({ message: 'keine Antwort des Servers auf /auth/login' }),
    ),
    stopped.waitFor().then(async () => ({ message: await stopped.textContent() }), never),
  ]);
  if ('message' in outcome) {
    const typed = await page.getByLabel('Nutzername oder E-Mail Adresse').inputValue();
    throw new Error(`Login als ${username} nicht gesendet: „${outcome.message}“ (im Feld: „${typed}“)`);
  }
  const { response } = outcome;
  if (!response.ok()) throw new Error(`Login als ${username}: ${response.status()} ${await response.text()}`);
  // The app moves to the start page within the document; the address is polled, not a load awaited.
  await expect.poll(() => page.url(), { message: `Login als ${username}: Startseite` }).toBe(`${baseUrl}/`);
}
