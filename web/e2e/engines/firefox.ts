import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { type Engine, type EnginePage, heightFor } from './driver';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** One page of Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi. */
function firefoxPage(page: Page): EnginePage {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const element = async (selector: string) => {
    const found = await page.$(selector);
    if (!found) throw new Error(`nichts gefunden für ${selector}`);
    return found;
  };
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    url: async () => page.url(),
    // puppeteer's types map the arguments through its handles; the smoke set passes plain JSON.
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    async click(selector) {
      await (await element(selector)).click();
    },
    async type(selector, text) {
      await (await element(selector)).type(text);
    },
    async select(selector, value) {
      await page.select(selector, value);
    },
    async pressEnter(selector) {
      await (await element(selector)).press('Enter');
    },
    async back() {
      await page.goBack();
    },
    screenshot: async () => Buffer.from(await page.screenshot()),
    takeProblems: async () => problems.splice(0),
  };
}

export const firefox: Engine = {
  name: 'Firefox ESR',
  missing: () => (existsSync(FIREFOX) ? null : `kein Firefox unter ${FIREFOX} (Debian-Paket firefox-esr)`),
  async launch() {
    const browser: Browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX });
    return {
      name: 'Firefox ESR',
      async page(width) {
        // A browser context of its own per page: empty storage, no service worker of an earlier page.
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await page.setViewport({ width, height: heightFor(width) });
        return firefoxPage(page);
      },
      close: () => browser.close(),
    };
  },
};
