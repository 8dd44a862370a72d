import {
  type CatalogQuery,
  defaultCatalogQuery,
  LIST_PARAMS,
  listRouterPaths,
  parseListAddress,
  serializeCatalogQuery,
  TRANSPARENCY_LINKS,
} from '@futterkompass/domain';
import { aPet } from '@futterkompass/domain/testing';
import { COUNTED_GROUPS, groupOptions, type NewFilters } from '@futterkompass/search-config';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { EVERY_PARAMETER } from '../testing/catalog-queries';
import { fakeApi } from '../testing/fake-api';
import { elapse, useFakeTime } from '../testing/fake-time';
import { everyOption, products } from '../testing/list-answers';
import { renderAt } from '../testing/render';
import { FADE_MS } from '../ui/Dialog';
import { FILTER_GROUPS } from './groups';
import { NARROW_PAGINATION_QUERY } from './Pagination';
import ProductListPage from './ProductListPage';
import {
  CHIP_DEBOUNCE_MS,
  FETCH_DELAY_MS,
  type FilterProductsAnswer,
  RETRY_BACKOFF_MS,
} from './search-client';

/** Renders the list at `url` and lets its first search be answered. */
async function setup(
  url: string,
  answer: (filters: CatalogQuery) => FilterProductsAnswer = () => ({
    success: 1,
    products,
    nOfProducts: 40,
    newFilters: everyOption(),
  }),
  /** Called with each commit of React's, the page's markup as it stands then. */
  onCommit?: () => void,
) {
  const api = fakeApi({
    '/api/filter-products': (body) => answer((body as { filters: CatalogQuery }).filters),
  });
  renderAt(
    url,
    <Profiler id="list" onRender={() => onCommit?.()}>
      <Routes>
        <Route element={<ProductListPage />}>
          {listRouterPaths().map((path) => (
            <Route key={path} path={path} element={null} />
          ))}
        </Route>
      </Routes>
    </Profiler>,
  );
  const requests = () =>
    api.calls
      .filter((c) => c.url === '/api/filter-products')
      .map((c) => (c.body as { filters: CatalogQuery }).filters);
  const lastRequest = () => requests().at(-1);
  await elapse(FETCH_DELAY_MS);
  return { api, requests, lastRequest };
}

const urlState = () => {
  const state = parseListAddress(window.location.pathname, window.location.search);
  if (!state) throw new Error(`no list at ${window.location.pathname}`);
  return state;
};
/** Each card's line of shipping and VAT. */
const priceNotes = () => [...document.querySelectorAll('.price-notes')].map((p) => p.textContent);

const openGroup = (title: string) => {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${title}\\s*\\d*$`) }));
  return screen.getByRole('dialog', { name: title });
};

describe('product list page', () => {
  useFakeTime();

  it('asks the API for exactly the URL’s state, every parameter included', async () => {
    const { requests } = await setup(`/produkte?${serializeCatalogQuery(EVERY_PARAMETER)}`);
    // The unclear products' switch goes with an active animal only (pet.showUnclear).
    const { showUnclear: _shown, ...filters } = EVERY_PARAMETER;
    expect(requests()).toEqual([filters]);
  });

  it('shows count, cards and the chips of the active filters', async () => {
    await setup(
      `/produkte?${serializeCatalogQuery({ ...defaultCatalogQuery(), diseases: ['niere'], binder: true })}`,
    );
    expect(screen.getByText('40 Produkte')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const shopLinks = screen.getAllByRole('link', { name: 'zum besten Angebot bei zooplus' });
    expect(shopLinks).toHaveLength(12);
    expect(shopLinks[3]?.getAttribute('href')).toBe('/weiter/o3?from=%2Fprodukte');
    expect(shopLinks[3]?.getAttribute('rel')).toBe('nofollow sponsored noopener noreferrer');
    // Grundpreis first: 12.50 € for 6 x 400 g = 5.21 € per kg (as the answer computed it), with
    // shipping and VAT at a glance, and the "ab" price of all buyable offers.
    expect(screen.getAllByText('5,21 €/kg')).toHaveLength(12);
    expect(screen.getAllByText('12,50 € für 6 x 400 g')).toHaveLength(12);
    expect(priceNotes()).toEqual(Array(12).fill('zzgl. 2,99 € Versand · inkl. MwSt.'));
    expect(screen.getAllByText('Angebote ab 2,29 €')).toHaveLength(12);
    expect(document.body.textContent).not.toMatch(/100 g|100 ml/);
    const chips = screen.getByRole('list', { name: 'Aktive Filter' });
    expect(within(chips).getByText('Gesundheitsthemen: Niere')).toBeTruthy();
    expect(within(chips).getByText('Bindemittelverdacht >= 75%')).toBeTruthy();
  });

  it.each(FILTER_GROUPS.map((g) => [g.title, g] as const))(
    'sets every parameter of the popup “%s”',
    async (_title, group) => {
      const { lastRequest } = await setup(`/produkte?${serializeCatalogQuery(defaultCatalogQuery())}`);
      const dialog = openGroup(group.title);
      const expected: Partial<CatalogQuery> = {};
      for (const section of group.sections) {
        const fieldset = within(dialog).getByRole('group', { name: section.title });
        if (section.kind === 'list') {
          fireEvent.click(within(fieldset).getAllByRole('checkbox')[0] as HTMLElement);
          const entry = groupOptions(everyOption(), section.param)?.[0];
          const value = entry && ('_id' in entry ? entry._id : entry.value);
          expected[section.param] = [
            typeof LIST_PARAMS[section.param] === 'object' && section.param.startsWith('animalShare')
              ? Number(value)
              : value,
          ] as never;
        } else if (section.kind === 'boolean') {
          const last = within(fieldset)
            .getAllByRole(section.options.length === 1 ? 'checkbox' : 'radio')
            .at(-1) as HTMLElement;
          fireEvent.click(last);
          expected[section.param] = section.options.at(-1)?.value;
        } else if (section.kind === 'range') {
          fireEvent.change(within(fieldset).getByLabelText('von'), { target: { value: '1,5' } });
          fireEvent.change(within(fieldset).getByLabelText('bis'), { target: { value: '9' } });
          // The Grundpreis is typed per kg and kept per 100 g (the URL's basePriceMin/Max): 0,15 and 0,9.
          const scale = section.scale ?? 1;
          expected[`${section.field}Min`] = 1.5 / scale;
          expected[`${section.field}Max`] = 9 / scale;
        } else {
          fireEvent.change(within(fieldset).getByLabelText('max.'), { target: { value: '20' } });
          expected[section.field] = 20;
        }
      }
      fireEvent.click(within(dialog).getByRole('button', { name: 'Filter anwenden' }));
      await elapse(FETCH_DELAY_MS);
      expect(lastRequest()).toMatchObject(expected);
      expect(urlState()).toMatchObject(expected);
    },
  );

  it('applies a popup only with “Filter anwenden”: ×, Escape and a click beside it leave the list as it was', async () => {
    const { requests, lastRequest } = await setup(
      `/produkte?${serializeCatalogQuery({ ...defaultCatalogQuery(), packaging: ['box'] })}`,
    );
    const before = requests().length;
    const closers: [string, (dialog: HTMLElement) => void][] = [
      ['Escape', (dialog) => fireEvent.keyDown(dialog, { key: 'Escape' })],
      ['×', (dialog) => fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }))],
      ['beside', (dialog) => fireEvent.mouseDown(dialog.parentElement as HTMLElement)],
    ];
    for (const [how, close] of closers) {
      const health = openGroup('Gesundheit');
      fireEvent.click(within(health).getByRole('checkbox'));
      close(health);
      await elapse(FADE_MS + FETCH_DELAY_MS);
      expect(screen.queryByRole('dialog'), how).toBeNull();
      expect(
        requests().filter((r) => r.diseases.length > 0),
        how,
      ).toEqual([]);
    }
    expect(urlState().diseases).toEqual([]);
    // Reopened, the popup shows the list's state, not what was ticked before it was closed.
    const health = openGroup('Gesundheit');
    expect((within(health).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(health).getByRole('checkbox'));
    fireEvent.click(within(health).getByRole('button', { name: 'Filter anwenden' }));
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()?.diseases).toEqual(['zahnpflege']);
    expect(requests().filter((r) => r.currentPage === 1).length).toBeGreaterThan(before);
    const packaging = openGroup('Verpackung');
    fireEvent.click(within(packaging).getByRole('button', { name: 'Auswahl löschen' }));
    fireEvent.click(within(packaging).getByRole('button', { name: 'Filter anwenden' }));
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()).toMatchObject({ packaging: [], diseases: ['zahnpflege'] });
  });

  it('shows a popup closing before the list takes its filters over, with one request', async () => {
    // What each commit showed: whether the popup was closing, and the chip of its filter.
    const commits: { closing: boolean; chip: boolean }[] = [];
    const { requests, lastRequest } = await setup(
      `/produkte?${serializeCatalogQuery(defaultCatalogQuery())}`,
      undefined,
      () =>
        commits.push({
          closing: !!document.querySelector('.dialog-backdrop:not(.is-visible)'),
          chip: !!screen.queryByText(/^Gesundheitsthemen: /),
        }),
    );
    const before = requests().length;
    const health = openGroup('Gesundheit');
    await elapse(FADE_MS);
    fireEvent.click(within(health).getByRole('checkbox'));
    commits.length = 0;
    fireEvent.click(within(health).getByRole('button', { name: 'Filter anwenden' }));
    // The closing commits on its own; the chips, counts and pages of the new filters follow.
    const closed = commits.findIndex((c) => c.closing);
    expect(commits[closed]).toEqual({ closing: true, chip: false });
    expect(commits.findIndex((c) => c.chip)).toBeGreaterThan(closed);
    expect(commits.at(-1)).toEqual({ closing: true, chip: true });
    await elapse(FETCH_DELAY_MS);
    expect(requests().length).toBe(before + 1);
    expect(lastRequest()?.diseases).toEqual(['zahnpflege']);
  });

  it('scrolls to the top of the results once the chosen page has painted', async () => {
    await setup(`/produkte?${serializeCatalogQuery(defaultCatalogQuery())}`);
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    fireEvent.click(screen.getByRole('link', { name: 'Seite 2' }));
    // Scrolling lays the page out at once: not in the frame that shows the chosen page.
    expect(scroll).not.toHaveBeenCalled();
    await elapse(50);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('suchergebnisse'));
    scroll.mockRestore();
  });

  it('keeps a popup opened while the one before it still fades out', async () => {
    await setup(`/produkte?${serializeCatalogQuery(defaultCatalogQuery())}`);
    fireEvent.keyDown(openGroup('Gesundheit'), { key: 'Escape' });
    await elapse(FADE_MS - 1);
    openGroup('Verpackung');
    await elapse(FADE_MS);
    expect(screen.getByRole('dialog', { name: 'Verpackung' })).toBeTruthy();
  });

  it('reads “keine Filter vorhanden” for a popup without options', async () => {
    await setup(`/produkte?${serializeCatalogQuery(defaultCatalogQuery())}`, () => ({
      success: 1,
      products: [],
      nOfProducts: 0,
      newFilters: {},
    }));
    expect(screen.getByText('Keine Produkte mit diesen Kriterien gefunden.')).toBeTruthy();
    expect(within(openGroup('Verpackung')).getByText('keine Filter vorhanden')).toBeTruthy();
  });

  it('removes chips at once, and applies them together 500 ms after the last, fetching 200 ms later', async () => {
    const { lastRequest, requests } = await setup(
      `/produkte?${serializeCatalogQuery({ ...defaultCatalogQuery(), diseases: ['niere', 'leber'], proteinsMin: 5 })}`,
    );
    const before = requests().length;
    const chips = screen.getByRole('list', { name: 'Aktive Filter' });
    fireEvent.click(
      within(chips).getByRole('button', { name: 'Filter entfernen: Gesundheitsthemen: Niere' }),
    );
    await elapse(CHIP_DEBOUNCE_MS - 1);
    fireEvent.click(within(chips).getByRole('button', { name: 'Filter entfernen: Rohprotein ab 5 %' }));
    expect(within(chips).queryByText('Gesundheitsthemen: Niere')).toBeNull();
    expect(within(chips).queryByText('Rohprotein ab 5 %')).toBeNull();
    await elapse(CHIP_DEBOUNCE_MS + FETCH_DELAY_MS - 1);
    expect(requests().length).toBe(before);
    await elapse(1);
    expect(requests().length).toBe(before + 1);
    expect(lastRequest()).toMatchObject({ diseases: ['leber'] });
    expect(lastRequest()).not.toHaveProperty('proteinsMin');
  });

  it('clears type-specific filters when the food type changes', async () => {
    const start: CatalogQuery = {
      ...defaultCatalogQuery(),
      type1: ['raw'],
      countriesOfDelivery: ['at'],
      elements: ['muskelfleisch'],
      processing: ['gewolft'],
      animalShare: [100],
      diseases: ['niere'],
      currentPage: 3,
    };
    const { lastRequest } = await setup(`/produkte?${serializeCatalogQuery(start)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Nassfutter' }));
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()).toMatchObject({
      type1: ['wet', 'raw'],
      countriesOfDelivery: [],
      elements: [],
      processing: [],
      animalShare: [],
      diseases: ['niere'],
      currentPage: 1,
    });
  });

  it('makes the dog/cat toggle single in Normal and multiple in Exact mode', async () => {
    const { lastRequest } = await setup(`/produkte?${serializeCatalogQuery(defaultCatalogQuery())}`);
    fireEvent.click(screen.getByRole('button', { name: 'Katze' }));
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()?.animal).toEqual(['cat']);
    fireEvent.click(screen.getByRole('button', { name: 'Exakt' }));
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()?.filterOption).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Hund' }));
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()?.animal).toEqual(['dog', 'cat']);
  });

  it('lets taurin and “without physiological additives” exclude each other', async () => {
    const { lastRequest } = await setup(
      `/produkte?${serializeCatalogQuery({ ...defaultCatalogQuery(), physiologicalAdditives: false })}`,
      () => ({
        success: 1,
        products,
        nOfProducts: 40,
        newFilters: { availableAttributes: [{ value: 'taurin', label: 'mit Taurin', count: 3 }] },
      }),
    );
    const dialog = openGroup('Produktinhalt');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /mit Taurin/ }));
    const additives = within(dialog).getByRole('group', { name: 'Ernährungsphysiologische Zusatzstoffe' });
    expect((within(additives).getByRole('radio', { name: 'egal' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Filter anwenden' }));
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()?.attributes).toEqual(['taurin']);
    expect(lastRequest()).not.toHaveProperty('physiologicalAdditives');
  });

  it('sorts, changes the page size and pages', async () => {
    const { lastRequest } = await setup(`/produkte?${serializeCatalogQuery(defaultCatalogQuery())}`);
    // Beside the sort, how it ranks (§ 5b Abs. 2 UWG).
    expect(screen.getByRole('link', { name: 'So sortieren wir' }).getAttribute('href')).toBe(
      TRANSPARENCY_LINKS.ranking,
    );
    fireEvent.change(screen.getByLabelText('Sortierung'), { target: { value: 'price_asc' } });
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()?.sortBy).toBe('price_asc');
    fireEvent.change(screen.getByLabelText('Pro Seite'), { target: { value: '24' } });
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()?.productsPerPage).toBe(24);
    // Each page is a link to its address, with the list's sort and size; a click turns the page in place.
    const second = screen.getByRole('link', { name: 'Seite 2' });
    expect(second.getAttribute('href')).toBe(
      '/hund/nassfutter?currentPage=2&productsPerPage=24&sortBy=price_asc',
    );
    expect(fireEvent.click(second)).toBe(false);
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()?.currentPage).toBe(2);
    expect(urlState()).toMatchObject({ sortBy: 'price_asc', productsPerPage: 24, currentPage: 2 });
    expect(window.location.pathname).toBe('/hund/nassfutter');
    expect(screen.getByRole('link', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Vorherige Seite' }).getAttribute('href')).toBe(
      '/hund/nassfutter?productsPerPage=24&sortBy=price_asc',
    );
    // 40 products at 24 a page: 2 pages, no next one.
    expect(screen.queryByRole('link', { name: 'Seite 3' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nächste Seite' })).toBeNull();
  });

  it('turns a phone without a new search: the pagination’s width is no parameter of its widget', async () => {
    // A screen that becomes narrow once the list is there, as on a phone after the takeover of the
    // server's markup (which knows no screen) or when it is turned.
    let narrow = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === NARROW_PAGINATION_QUERY && narrow;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    try {
      const { requests } = await setup(`/produkte?${serializeCatalogQuery(defaultCatalogQuery())}`, () => ({
        success: 1,
        products,
        nOfProducts: 400,
        newFilters: everyOption(),
      }));
      const shownPages = () =>
        within(screen.getByRole('navigation', { name: 'Seiten' }))
          .getAllByRole('link')
          .map((link) => link.textContent);
      expect(shownPages()).toEqual(['1', '2', '3', '4', '5', '34', '›']);
      act(() => {
        narrow = true;
        for (const listener of listeners) listener();
      });
      await elapse(FETCH_DELAY_MS * 3);
      expect(shownPages()).toEqual(['1', '2', '3', '34', '›']);
      expect(requests()).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps a search term in relevance order until another sort is chosen', async () => {
    const { lastRequest } = await setup('/produkte?animal=cat&query=Lachs&type1=wet');
    expect(lastRequest()).toMatchObject({ query: 'Lachs', sortBy: 'relevance' });
    const sort = screen.getByLabelText('Sortierung') as HTMLSelectElement;
    expect(sort.value).toBe('relevance');
    expect(sort.selectedOptions[0]?.textContent).toBe('Relevanz');
    fireEvent.change(sort, { target: { value: 'rating_dec' } });
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()).toMatchObject({ query: 'Lachs', sortBy: 'rating_dec' });
    expect(window.location.search).toContain('sortBy=rating_dec');
    // Back to relevance: the address has no sortBy again.
    fireEvent.change(sort, { target: { value: 'relevance' } });
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()?.sortBy).toBe('relevance');
    expect(window.location.search).not.toContain('sortBy');
    // Without the term there is no relevance order: the list sorts by brand, as by default.
    fireEvent.click(screen.getByRole('button', { name: 'Suchbegriff entfernen' }));
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()).toMatchObject({ sortBy: 'brand' });
    expect(lastRequest()?.query).toBeUndefined();
    expect([...sort.options].map((o) => o.value)).not.toContain('relevance');
  });

  it('asks for prices with shipping ("Preise inkl. Versand"), keeps it in the URL and links products with it', async () => {
    const { lastRequest } = await setup(
      `/produkte?${serializeCatalogQuery({ ...defaultCatalogQuery(), sortBy: 'price_asc', currentPage: 2 })}`,
      (filters) => ({
        success: 1,
        products: products.map((p) => ({ ...p, shipping: filters.shipping })),
        nOfProducts: 40,
        newFilters: {},
      }),
    );
    const choice = screen.getByRole('checkbox', { name: 'Preise inkl. Versand' });
    fireEvent.click(choice);
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()).toMatchObject({ shipping: 'included', sortBy: 'price_asc', currentPage: 1 });
    expect(urlState()).toMatchObject({ shipping: 'included' });
    expect(window.location.search).toContain('shipping=included');
    // The cards show the delivered figures and take the choice to the product page.
    expect(screen.getAllByText('6,45 €/kg inkl. Versand')).toHaveLength(12);
    expect(screen.getAllByText('15,49 € für 6 x 400 g')).toHaveLength(12);
    expect(priceNotes()).toEqual(Array(12).fill('inkl. 2,99 € Versand · inkl. MwSt.'));
    expect(screen.getAllByRole('link', { name: 'Alle Angebote' })[0]?.getAttribute('href')).toMatch(
      /\?shipping=included$/,
    );
    fireEvent.click(choice);
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()?.shipping).toBe('excluded');
    expect(window.location.search).not.toContain('shipping');
  });

  it('shows the list error when the API answers success 0, after one request', async () => {
    const { requests } = await setup(`/produkte?${serializeCatalogQuery(defaultCatalogQuery())}`, () => ({
      success: 0,
    }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Leider ist ein Fehler beim Abrufen der Produkte aufgetreten.',
    );
    await elapse(RETRY_BACKOFF_MS * 5);
    expect(requests()).toHaveLength(1);
  });

  it('keeps a failed filter change in the URL, shows the error after one retry, and sends no more', async () => {
    let down = false;
    const { requests } = await setup(`/produkte?${serializeCatalogQuery(defaultCatalogQuery())}`, () => {
      if (down) throw new Error('offline');
      return { success: 1, products, nOfProducts: 40, newFilters: everyOption() };
    });
    expect(requests()).toHaveLength(1);
    down = true;
    fireEvent.click(screen.getByRole('button', { name: 'Katze' }));
    await elapse(FETCH_DELAY_MS);
    expect(requests()).toHaveLength(2);
    await elapse(RETRY_BACKOFF_MS);
    expect(requests()).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toBe(
      'Leider ist ein Fehler beim Abrufen der Produkte aufgetreten.',
    );
    expect(urlState().animal).toEqual(['cat']);
    expect(screen.getByRole('button', { name: 'Katze' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByText(/^\d+ Produkte$/)).toBeNull();
    await elapse(RETRY_BACKOFF_MS * 10);
    expect(requests()).toHaveLength(3);
    // Asking again is one action, and one request (and its one retry) again.
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await elapse(FETCH_DELAY_MS);
    expect(requests()).toHaveLength(4);
    expect(requests().at(-1)?.animal).toEqual(['cat']);
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('takes a new list URL from the app (a quick search) while open', async () => {
    const { lastRequest } = await setup(`/produkte?${serializeCatalogQuery(defaultCatalogQuery())}`);
    const next = { ...defaultCatalogQuery(), animal: ['dog', 'cat'], query: 'Lachs' } as CatalogQuery;
    act(() => {
      window.history.pushState(null, '', `/produkte?${serializeCatalogQuery(next)}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await elapse(FETCH_DELAY_MS);
    expect(lastRequest()).toEqual(next);
  });
});

describe('"ohne …" and the allergy shield on the list', () => {
  useFakeTime();

  const responseKey = (param: string) => COUNTED_GROUPS.find((g) => g.param === param)?.responseKey as string;
  /** Huhn among the protein sources while it is not excluded: the API counts no excluded product. */
  const answer = (filters: CatalogQuery & { pet?: { showUnclear?: boolean } }): FilterProductsAnswer => ({
    success: 1,
    products: products.map((p, i) => ({
      ...p,
      ...(filters.pet && { allergensUnclear: i === 0 && filters.pet.showUnclear ? ['huhn'] : [] }),
    })),
    nOfProducts: 40,
    newFilters: {
      ...everyOption(),
      [responseKey('animalComponents')]: [
        ...(filters.not_animalComponents?.includes('huhn')
          ? []
          : [{ value: 'huhn', label: 'Huhn', count: 7 }]),
        { value: 'rind', label: 'Rind', count: 5 },
      ],
    } as NewFilters,
  });

  it('excludes an ingredient per row, keeps it in the address and as a chip, and removes it again', async () => {
    const { lastRequest } = await setup(`/produkte?${serializeCatalogQuery(defaultCatalogQuery())}`, answer);
    let dialog = openGroup('Produktinhalt');
    const meat = within(dialog).getByRole('group', { name: 'Tierische Bestandteile' });
    const withChicken = within(meat).getByRole('checkbox', { name: 'Huhn (7)' });
    fireEvent.click(withChicken);
    fireEvent.click(within(meat).getByRole('button', { name: 'ohne Huhn' }));
    // "mit" and "ohne" of one value exclude each other.
    expect((withChicken as HTMLInputElement).checked).toBe(false);
    expect(within(meat).getByRole('button', { name: 'ohne Huhn' }).getAttribute('aria-pressed')).toBe('true');
    // Weizen is no element of the list, only to exclude: no checkbox.
    const more = within(dialog).getByRole('group', { name: 'Weitere Bestandteile' });
    expect(within(more).queryByRole('checkbox', { name: /Weizen/ })).toBeNull();
    fireEvent.click(within(more).getByRole('button', { name: 'ohne Weizen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Filter anwenden' }));
    await elapse(FADE_MS + FETCH_DELAY_MS);

    expect(lastRequest()).toMatchObject({
      animalComponents: [],
      not_animalComponents: ['huhn'],
      not_elements: ['weizen'],
    });
    expect(window.location.search).toContain('not_animalComponents=huhn');
    expect(urlState()).toMatchObject({ not_animalComponents: ['huhn'], not_elements: ['weizen'] });
    const chips = screen.getByRole('list', { name: 'Aktive Filter' });
    expect(within(chips).getByText('ohne Huhn')).toBeTruthy();
    expect(within(chips).getByText('ohne Weizen')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Produktinhalt\s*2$/ })).toBeTruthy();

    // Reopened: the excluded row is there though the answer counts no product with chicken.
    dialog = openGroup('Produktinhalt');
    const again = within(dialog).getByRole('group', { name: 'Tierische Bestandteile' });
    expect(within(again).getByRole('button', { name: 'ohne Huhn' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(again).getByRole('checkbox', { name: 'Huhn' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await elapse(FADE_MS);

    fireEvent.click(within(chips).getByRole('button', { name: 'Filter entfernen: ohne Huhn' }));
    await elapse(CHIP_DEBOUNCE_MS + FETCH_DELAY_MS);
    expect(lastRequest()?.not_animalComponents).toBeUndefined();
    expect(lastRequest()?.not_elements).toEqual(['weizen']);
    expect(window.location.search).not.toContain('not_animalComponents');
  });

  it('a property is excluded as "nicht …"', async () => {
    const { lastRequest } = await setup(`/produkte?${serializeCatalogQuery(defaultCatalogQuery())}`);
    const dialog = openGroup('Produktinhalt');
    const properties = within(dialog).getByRole('group', { name: 'Eigenschaften' });
    const [toggle] = within(properties).getAllByRole('button', { name: /^nicht / });
    fireEvent.click(toggle as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Filter anwenden' }));
    await elapse(FADE_MS + FETCH_DELAY_MS);
    const [value] = lastRequest()?.not_attributes ?? [];
    expect(value).toBeTruthy();
    expect(urlState().not_attributes).toEqual([value]);
    expect(screen.getByRole('list', { name: 'Aktive Filter' }).textContent).toMatch(/Eigenschaften: nicht /);
  });

  it('with an animal’s allergy: says what it keeps out, and shows the unclear products marked on request', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.pets,
      JSON.stringify({ pets: [aPet({ id: 'b' })], activeId: 'b' }),
    );
    try {
      const { lastRequest } = await setup(
        `/produkte?${serializeCatalogQuery(defaultCatalogQuery())}`,
        answer,
      );
      await elapse(FETCH_DELAY_MS);
      expect(screen.getByText('Für Bello ausgeblendet:')).toBeTruthy();
      const pet = (lastRequest() as { pet?: Record<string, unknown> }).pet;
      expect(pet).toMatchObject({ allergies: ['huhn'] });
      expect(pet?.showUnclear).toBeUndefined();
      expect(screen.queryByText(/Allergen unklar/)).toBeNull();

      fireEvent.click(screen.getByRole('checkbox', { name: 'Unklare anzeigen' }));
      await elapse(FETCH_DELAY_MS);
      const shown = lastRequest() as CatalogQuery & { pet?: Record<string, unknown> };
      expect(shown.pet).toMatchObject({ allergies: ['huhn'], showUnclear: true });
      expect(shown.showUnclear).toBeUndefined();
      expect(window.location.search).toContain('showUnclear=true');
      expect(screen.getAllByText('Allergen unklar: Huhn')).toHaveLength(1);

      fireEvent.click(screen.getByRole('checkbox', { name: 'Unklare anzeigen' }));
      await elapse(FETCH_DELAY_MS);
      expect((lastRequest() as { pet?: Record<string, unknown> }).pet?.showUnclear).toBeUndefined();
      expect(window.location.search).not.toContain('showUnclear');
    } finally {
      window.localStorage.clear();
    }
  });
});
