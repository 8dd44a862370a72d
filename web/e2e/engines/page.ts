import { type CatalogQuery, parseListAddress } from '@futterkompass/domain';
import type { EnginePage } from './driver';

/**
 * Finding and waiting on top of an EnginePage, the same in every engine: what to click is found in
 * the page (by its text, its label or its accessible name), marked with an attribute, and then
 * clicked or typed into through the engine's own input by that attribute's selector.
 */

/** How long a step waits for the page to show what it expects (a busy 2-core machine). */
const PATIENCE_MS = 30_000;

/**
 * Waits until `probe` returns something other than null, false or undefined, and returns that;
 * fails with `what` and the last value seen. A probe that throws (a navigation ended the document it
 * ran in) is asked again. Polled, never timed.
 */
export async function poll<R>(what: string, probe: () => Promise<R>): Promise<NonNullable<R>> {
  const end = Date.now() + PATIENCE_MS;
  let last: unknown;
  for (;;) {
    try {
      last = await probe();
      if (last !== null && last !== false && last !== undefined) return last as NonNullable<R>;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > end) throw new Error(`${what}: nicht erreicht (zuletzt ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until `check`, run in the page with `args`, returns something (see `poll`). */
export const until = <A extends unknown[], R>(
  page: EnginePage,
  what: string,
  check: (...args: A) => R | Promise<R>,
  ...args: A
): Promise<NonNullable<R>> => poll(what, () => page.evaluate(check, ...args));

let marks = 0;

/**
 * Marks the first visible element matching `css` whose text, accessible name or label (when given)
 * equals `name` (or matches it, for a pattern written as /…/), and returns a selector for it.
 */
export async function find(page: EnginePage, css: string, name?: string): Promise<string> {
  const mark = `m${++marks}`;
  await until(
    page,
    `${css}${name ? ` „${name}“` : ''}`,
    (css: string, name: string | null, mark: string) => {
      const named = (el: Element) => {
        if (name === null) return true;
        const texts = [
          el.textContent,
          el.getAttribute('aria-label'),
          ...[...((el as HTMLInputElement).labels ?? [])].map((label) => label.textContent),
        ].map((text) => (text ?? '').replace(/\s+/g, ' ').trim());
        const pattern = /^\/(.*)\/$/.exec(name);
        return texts.some((text) => (pattern ? new RegExp(pattern[1] as string).test(text) : text === name));
      };
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const found = [...document.querySelectorAll(css)].find((el) => visible(el) && named(el));
      found?.setAttribute('data-engine-smoke', mark);
      return !!found;
    },
    css,
    name ?? null,
    mark,
  );
  return `[data-engine-smoke="${mark}"]`;
}

/**
 * Clicks the element at `selector` once it is in view, the page stands still and nothing covers it:
 * the pages scroll smoothly (to the top on load, to the list after a change), and a click while they
 * move, or while the list's loading overlay lies over it, hits something else.
 */
export async function press(page: EnginePage, selector: string): Promise<void> {
  await until(
    page,
    `${selector} in Ruhe im Bild`,
    (selector: string) =>
      new Promise<boolean>((resolve) => {
        const element = document.querySelector(selector);
        if (!element) return resolve(false);
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
        let [last, still] = [window.scrollY, 0];
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still < 3) return requestAnimationFrame(frame);
          const box = element.getBoundingClientRect();
          // Nothing over it (a loading overlay, a toast): the click reaches the element itself.
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          resolve(box.top >= 0 && box.bottom <= window.innerHeight && !!hit && element.contains(hit));
        };
        requestAnimationFrame(frame);
      }),
    selector,
  );
  await page.click(selector);
}

/** Clicks the element `find` names. */
export async function clickOn(page: EnginePage, css: string, name?: string): Promise<void> {
  await press(page, await find(page, css, name));
}

/** Waits until the app has taken the page over (web/src/shell/Layout.tsx marks it). */
export const appRuns = (page: EnginePage) =>
  until(page, 'die App läuft', () => document.documentElement.dataset.app === 'runs');

/** The query parameters of the page's address. */
export async function query(page: EnginePage): Promise<Record<string, string>> {
  return Object.fromEntries(new URL(await page.url()).searchParams);
}

/**
 * Waits until the list the page's address names (a readable one such as /katze/nassfutter too)
 * satisfies `ok`, and returns it.
 */
export const untilList = (page: EnginePage, what: string, ok: (list: CatalogQuery) => boolean) =>
  poll(what, async () => {
    const url = new URL(await page.url());
    const list = parseListAddress(url.pathname, url.search);
    return list && ok(list) ? list : null;
  });
