// @vitest-environment node
import {
  categoryPageAt,
  DEFAULT_CATALOG_SEARCH,
  PAGE_DATA,
  parseCatalogSearch,
  serializeCatalogQuery,
} from '@futterkompass/domain';
import { categoryIntro } from '@futterkompass/domain/category-intros';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';
import { INDEX } from './list/ui-state';
import { everyOption, products } from './testing/list-answers';

const LIST = `/produkte?${DEFAULT_CATALOG_SEARCH}`;
const listAnswer = (search: string) => ({
  query: serializeCatalogQuery(parseCatalogSearch(search)),
  answer: { success: 1, products, nOfProducts: 40, newFilters: everyOption() },
});
const fail = (): never => {
  throw new Error('no category page /hund/nassfutter');
};
const alertBar = { text: 'Neue Rückrufe', link: '', buttonText: '', color: 'C62828' };

/** What a strict content security policy refuses in markup: inline script, style elements and attributes. */
const INLINE = /<script|<style|\sstyle="/;

describe('the server’s rendering of the entry pages', () => {
  it('renders the home page with the best rated products and the alert bar, nothing inline', async () => {
    const { head, html, pageData } = await renderPage('/', {
      [PAGE_DATA.alertBar]: alertBar,
      [PAGE_DATA.homeProducts]: { bestProducts: products.slice(0, 5) },
    });
    expect(html).toContain('<h1>Das richtige Futter für Hund und Katze finden</h1>');
    expect(html).toContain('Neue Rückrufe');
    expect(html.match(/<article class="product-card"/g)).toHaveLength(5);
    expect(html).toContain('Waldhof Naturkost');
    // As a visitor without stored state: nothing viewed yet, signed out.
    expect(html).toContain('Du hast dir noch keine Produkte angesehen.');
    expect(html).toContain('href="/login"');
    expect(html).not.toMatch(INLINE);
    expect(html).not.toContain('<link');
    expect(head).toMatch(/^(<link [^>]*\/>)*$/);
    expect(pageData).toEqual({ [PAGE_DATA.alertBar]: alertBar, [PAGE_DATA.homeProducts]: expect.anything() });
  });

  it('leaves out the alert bar the server marked as closed by this visitor', async () => {
    const { html } = await renderPage('/', { [PAGE_DATA.alertBar]: { ...alertBar, closed: true } });
    expect(html).toContain('<h1>Das richtige Futter für Hund und Katze finden</h1>');
    expect(html).not.toContain('Neue Rückrufe');
    expect(html).not.toContain('aria-label="Hinweis"');
  });

  it('renders the list from the answer to its first search and hands its state on instead', async () => {
    const rendered = await renderPage(LIST, { [PAGE_DATA.listAnswer]: listAnswer(LIST.slice(9)) });
    const { pageData } = rendered;
    // The default list is the category page of wet food for dogs: its title and heading.
    expect(rendered.title).toBe('Nassfutter für Hunde im Preisvergleich | Futterkompass');
    expect(rendered.html).toContain('<h1>Nassfutter für Hunde</h1>');
    // Without React's separators between adjacent texts.
    const html = rendered.html.replaceAll('<!-- -->', '');
    expect(html.match(/<article class="product-card"/g)).toHaveLength(products.length);
    expect(html).toContain('Sorte 11');
    expect(html).toContain('<p class="results-count" aria-live="polite">40 Produkte</p>');
    // The filters: open on wide screens, hidden by CSS on phones until the browser knows the screen.
    expect(html).toMatch(/id="filter-panel" class="sidebar-panel is-auto"/);
    expect(html).not.toMatch(INLINE);
    expect(pageData[PAGE_DATA.listAnswer]).toBeUndefined();
    const state = pageData[PAGE_DATA.listState] as {
      initialResults: Record<string, { results: { nbHits: number; hits: { _id: string }[] }[] }>;
    };
    const main = state.initialResults[INDEX]?.results[0];
    expect(main?.nbHits).toBe(40);
    expect(main?.hits.map((h) => h._id)).toEqual(products.map((p) => p._id));
  });

  it('preloads only the first card’s image at high priority: the first row loads at once, the rest lazily', async () => {
    const answer = listAnswer(LIST.slice(9));
    const pictured = products.map((p, i) => ({ ...p, imageUrl: `/files/bild-${i}.png` }));
    const { head, html } = await renderPage(LIST, {
      [PAGE_DATA.listAnswer]: { ...answer, answer: { ...answer.answer, products: pictured } },
    });
    const images = [
      ...html.matchAll(/<img src="(\/files\/[^"]+)"[^>]*loading="(\w+)" fetchPriority="(\w+)"/g),
    ];
    expect(images.map(([, , loading, priority]) => `${loading}/${priority}`)).toEqual([
      'eager/high',
      'eager/auto',
      'eager/auto',
      'eager/auto',
      ...Array(products.length - 4).fill('lazy/auto'),
    ]);
    // One image fetched at high priority, beside the stylesheets the first paint waits for.
    const highPreloads = [
      ...head.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchPriority="high"\/>/g),
    ];
    expect(highPreloads.map(([, href]) => href)).toEqual([images[0]?.[1]]);
  });

  it('leaves the list empty without an answer (the search failed), as the browser’s first render does', async () => {
    const { html, pageData } = await renderPage(LIST, {});
    expect(html).toContain('<h1>Nassfutter für Hunde</h1>');
    expect(html).toContain('<div class="list-body"></div>');
    expect(Object.keys(pageData)).toEqual([PAGE_DATA.listIntro]);
  });

  it('paints a category’s introduction with the page at /produkte with its filters too', async () => {
    const intro = categoryIntro(categoryPageAt('/hund/nassfutter') ?? fail());
    for (const url of [LIST, '/hund/nassfutter']) {
      const { html, pageData } = await renderPage(url, {});
      expect(html, url).toContain(`<p class="list-intro">${intro}</p>`);
      expect(pageData[PAGE_DATA.listIntro], url).toEqual({ path: '/hund/nassfutter', intro });
    }
    // With a filter more it is another list: no introduction.
    const other = await renderPage(`${LIST}&brand=waldhof`, {});
    expect(other.html).not.toContain('list-intro');
    expect(other.pageData[PAGE_DATA.listIntro]).toBeUndefined();
  });

  it('refuses a list whose answer is for another query, so that the server leaves the page to the browser', async () => {
    await expect(
      renderPage(LIST, { [PAGE_DATA.listAnswer]: listAnswer('animal=cat&type1=dry') }),
    ).rejects.toThrow();
  });
});
