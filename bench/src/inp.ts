/// <reference lib="dom" />
// The functions passed to the page (evaluate, addInitScript) run in the browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEFAULT_CATALOG_SEARCH } from '@futterkompass/domain';
import { type Browser, chromium, type Page } from 'playwright-core';
import { median } from './stats';

const require = createRequire(import.meta.url);
/** web-vitals (its UMD build, which sets `webVitals` on a page without modules). */
const WEB_VITALS = readFileSync(require.resolve('web-vitals/attribution'), 'utf8');

export const RUNS = 5;
/** The goal for every interaction: "good" INP. */
export const INP_TARGET_MS = 200;
/** Lighthouse's mobile device: viewport, pixel ratio, touch, a 4× slower CPU. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  cpuSlowdown: 4,
};

const LIST = `/produkte?${DEFAULT_CATALOG_SEARCH}`;

/**
 * One interaction of a visitor: `prepare` brings the page there without trusted input (a script's
 * clicks are no interactions, so they do not enter INP), `act` is the measured interaction, `done`
 * waits for what the app shows when it has answered (its results); `specDelayMs` is the wait the
 * specification puts between the two (200 ms before a list call, 500 ms quick-search debounce),
 * which INP does not contain (it ends at the next paint) and is reported apart.
 */
interface Interaction {
  name: string;
  path: string;
  specDelayMs: number;
  prepare(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
  done(page: Page): Promise<void>;
}

/** The list has taken the server's markup over and shows no loading overlay. */
const listReady = async (page: Page) => {
  await page.locator('#filter-panel.is-auto').waitFor({ state: 'detached' });
  await page.locator('.loading-overlay').waitFor({ state: 'detached' });
};
/** A list call answered and the overlay is gone again. */
const listAnswered = async (page: Page) => {
  await page.waitForResponse((r) => r.url().endsWith('/api/filter-products'));
  await page.locator('.loading-overlay').waitFor({ state: 'detached' });
};
const scriptClick = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el: HTMLElement) => el.click());

export const INTERACTIONS: Interaction[] = [
  {
    name: 'applyFilter',
    path: LIST,
    specDelayMs: 200,
    async prepare(page) {
      await listReady(page);
      await scriptClick(page, '.sidebar-toggle');
      await page
        .getByRole('button', { name: /^Alter & Futterart/ })
        .evaluate((el: HTMLElement) => el.click());
      const adult = page.getByRole('dialog', { name: 'Alter & Futterart' }).getByRole('checkbox').nth(2);
      await adult.evaluate((el: HTMLElement) => el.click());
    },
    act: (page) => page.getByRole('button', { name: 'Filter anwenden' }).tap(),
    done: listAnswered,
  },
  {
    name: 'changeSort',
    path: LIST,
    specDelayMs: 200,
    async prepare(page) {
      await listReady(page);
      await page.getByLabel('Sortierung').evaluate((el: HTMLElement) => el.focus());
    },
    // The keyboard changes a focused select at once (the phone's own picker cannot be driven).
    act: (page) => page.keyboard.press('ArrowDown'),
    done: listAnswered,
  },
  {
    name: 'turnPage',
    path: LIST,
    specDelayMs: 200,
    async prepare(page) {
      await listReady(page);
      await page.getByRole('link', { name: 'Seite 2', exact: true }).scrollIntoViewIfNeeded();
    },
    act: (page) => page.getByRole('link', { name: 'Seite 2', exact: true }).tap(),
    done: listAnswered,
  },
  {
    name: 'typeQuickSearch',
    path: '/',
    specDelayMs: 500,
    async prepare(page) {
      await page.getByRole('combobox', { name: 'Futter suchen' }).evaluate((el: HTMLElement) => el.focus());
    },
    // Each key is an interaction; INP is the slowest of them.
    act: (page) => page.keyboard.type('Lachs', { delay: 120 }),
    done: (page) => page.getByRole('listbox', { name: 'Suchvorschläge' }).waitFor(),
  },
  {
    name: 'toggleCompare',
    path: LIST,
    specDelayMs: 0,
    async prepare(page) {
      await listReady(page);
      await page.locator('.product-card').first().scrollIntoViewIfNeeded();
    },
    act: (page) =>
      page
        .locator('.product-card')
        .first()
        .getByRole('button', { name: /vergleichen$/ })
        .tap(),
    done: (page) =>
      page
        .locator('.product-card')
        .first()
        .getByRole('button', { name: /aus der Vergleichsliste entfernen$/ })
        .waitFor(),
  },
];

export interface RunFigures {
  inpMs: number;
  /** Where the slowest interaction's time went (web-vitals attribution). */
  inputDelayMs: number;
  processingMs: number;
  presentationDelayMs: number;
  target: string;
  /** From the interaction to the app's answer on screen, the specification's delay included. */
  toResultMs: number;
}

interface Reported {
  value: number;
  attribution: {
    inputDelay: number;
    processingDuration: number;
    presentationDelay: number;
    interactionTarget?: string;
  };
}

async function run(browser: Browser, baseUrl: string, interaction: Interaction): Promise<RunFigures> {
  const { cpuSlowdown, ...device } = MOBILE;
  const context = await browser.newContext({ ...device, locale: 'de-DE' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(WEB_VITALS);
    await page.addInitScript(() => {
      const win = window as unknown as {
        webVitals: { onINP(cb: (metric: unknown) => void, options: object): void };
        inpReports: unknown[];
      };
      win.inpReports = [];
      addEventListener('DOMContentLoaded', () =>
        win.webVitals.onINP((metric) => win.inpReports.push(metric), {
          reportAllChanges: true,
          durationThreshold: 0,
        }),
      );
    });
    await page.goto(`${baseUrl}${interaction.path}`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'runs');
    await interaction.prepare(page);
    const started = Date.now();
    const answered = interaction.done(page);
    await interaction.act(page);
    await answered;
    const toResultMs = Date.now() - started;
    // The event timing entry arrives after the next paint: wait for web-vitals to report it.
    await page.waitForFunction(() => (window as unknown as { inpReports: unknown[] }).inpReports.length > 0);
    const reports = await page.evaluate(() => (window as unknown as { inpReports: Reported[] }).inpReports);
    const worst = reports.reduce((a, b) => (b.value > a.value ? b : a));
    return {
      inpMs: Math.round(worst.value),
      inputDelayMs: Math.round(worst.attribution.inputDelay),
      processingMs: Math.round(worst.attribution.processingDuration),
      presentationDelayMs: Math.round(worst.attribution.presentationDelay),
      target: worst.attribution.interactionTarget ?? '',
      toResultMs,
    };
  } finally {
    await context.close();
  }
}

export interface InteractionFigures {
  runs: RunFigures[];
  medianMs: number;
  worstMs: number;
  /** The specification's own delay before the answer, not part of INP (reported apart). */
  specDelayMs: number;
  /** Interaction to the answer on screen, median, the specification's delay included. */
  toResultMedianMs: number;
  met: boolean;
}

/** Every interaction RUNS times, each in a fresh page: median and worst INP. */
export async function measureInp(
  baseUrl: string,
  chromiumPath: string,
  log: (line: string) => void,
): Promise<Record<string, InteractionFigures>> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
  try {
    const results: Record<string, InteractionFigures> = {};
    for (const interaction of INTERACTIONS) {
      // One unmeasured run first: the server's caches and the browser's code cache are warm after it.
      await run(browser, baseUrl, interaction);
      const runs: RunFigures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await run(browser, baseUrl, interaction));
      const inp = runs.map((r) => r.inpMs);
      const figures = {
        runs,
        medianMs: median(inp),
        worstMs: Math.max(...inp),
        specDelayMs: interaction.specDelayMs,
        toResultMedianMs: median(runs.map((r) => r.toResultMs)),
        met: Math.max(...inp) <= INP_TARGET_MS,
      };
      results[interaction.name] = figures;
      log(
        `${interaction.name.padEnd(16)} INP Median ${String(figures.medianMs).padStart(4)} ms, schlechtester ${String(figures.worstMs).padStart(4)} ms; bis zur Antwort ${figures.toResultMedianMs} ms (davon ${interaction.specDelayMs} ms Wartezeit der Spezifikation)`,
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}
