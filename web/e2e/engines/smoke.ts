import { DEFAULT_CATALOG_SEARCH, postPath, productPath, ROUTES } from '@futterkompass/domain';
import { STORAGE_KEYS } from '../../src/storage';
import type { EnginePage } from './driver';
import { appRuns, clickOn, find, press, query, until, untilList } from './page';

/**
 * The main journeys of issue 44 as a smoke set for the engines Chromium's journeys do not cover:
 * written once against EnginePage, run in each engine at each width. Each step starts from a page
 * it loads itself and leaves the shared demo data as it found it.
 */
export interface SmokeContext {
  baseUrl: string;
  width: number;
  /** A product of the demo catalogue with offers and a price history. */
  productWithOffers: string;
  /** The newest post's id. */
  post: string;
}

type Step = (page: EnginePage, context: SmokeContext) => Promise<void>;

const phone = ({ width }: SmokeContext) => width < 768;

/**
 * Loads a page and waits until the app runs in it; the social pop-up is dismissed, as by a returning
 * visitor. The page before is marked: a check that still reached it (a navigation is reported done
 * while the old document runs) would see its app running and act on a page the app has not taken.
 */
async function open(page: EnginePage, url: string) {
  await page.evaluate(() => {
    document.documentElement.dataset.smokeLeft = 'true';
  });
  await page.goto(url);
  await until(page, `${url} geladen`, () => !document.documentElement.dataset.smokeLeft);
  await page.evaluate(
    (key: string) => localStorage.setItem(key, String(Date.now())),
    STORAGE_KEYS.socialPopupDismissed,
  );
  await appRuns(page);
}

/** The product cards' links in the list, in order. */
const cardLinks = (page: EnginePage) =>
  until(page, 'Produktkarten', () => {
    if (document.querySelector('.loading-overlay')) return null;
    const links = [...document.querySelectorAll('.product-card h3 a')].map((a) => a.getAttribute('href'));
    return links.length ? links : null;
  });

/** Waits for a list other than `before` (a filter, sort or page changed it). */
const cardsOtherThan = (page: EnginePage, before: (string | null)[]) =>
  until(
    page,
    'eine andere Liste',
    (before: string) => {
      if (document.querySelector('.loading-overlay')) return null;
      const links = [...document.querySelectorAll('.product-card h3 a')].map((a) => a.getAttribute('href'));
      return links.length && JSON.stringify(links) !== before ? links : null;
    },
    JSON.stringify(before),
  );

const quickSearch: Step = async (page, { baseUrl }) => {
  await open(page, `${baseUrl}/`);
  const input = await find(page, 'input[role="combobox"]');
  await page.type(input, 'Huhn');
  await until(
    page,
    'Suchvorschläge',
    () => document.querySelectorAll('[role="listbox"] [role="option"]').length,
  );
  await page.pressEnter(input);
  await until(page, 'Liste zum Suchbegriff', () => location.pathname === '/produkte' && !!location.search);
  await cardLinks(page);
  await until(page, 'der Suchbegriff über der Liste', () =>
    document.querySelector('.results-query')?.textContent?.includes('„Huhn“'),
  );
};

const listFilterSortPageBack: Step = async (page, context) => {
  const { baseUrl } = context;
  await open(page, `${baseUrl}${ROUTES.products}?${DEFAULT_CATALOG_SEARCH}`);
  const first = await cardLinks(page);
  // Sort and page size each stay on one line with their label, however narrow the screen.
  await until(page, 'Beschriftungen neben ihren Auswahlfeldern', () =>
    [...document.querySelectorAll('.results-controls select')].every((select) => {
      const label = document.querySelector(`label[for="${select.id}"]`);
      const [a, b] = [label, select].map((el) => el?.getBoundingClientRect());
      return !!a && !!b && a.top < b.bottom && b.top < a.bottom;
    }),
  );
  if (phone(context)) await clickOn(page, 'button', 'Filter');
  await clickOn(page, 'button[aria-pressed]', 'Katze');
  await untilList(page, 'Katze gewählt', (list) => list.animal.includes('cat'));
  if (phone(context)) await clickOn(page, 'button', 'Filter schließen');
  const filtered = await cardsOtherThan(page, first);

  await page.select(await find(page, 'select', 'Sortierung'), 'price_asc');
  await untilList(page, 'nach Preis sortiert', (list) => list.sortBy === 'price_asc');
  const sorted = await cardsOtherThan(page, filtered);

  // Page links are links (a crawler follows them); a click turns the page in place. Clicked once
  // the bar has stopped moving, as a person would: WebDriver clicks where the element was when it
  // looked, and cards still settling above moved the bar (in two full runs WebKit's click at 390 px
  // turned no page, alone it always did).
  await until(page, 'die Seitenleiste steht still', () => {
    const bar = document.querySelector('.pagination');
    if (!bar || document.querySelector('.loading-overlay')) return null;
    bar.scrollIntoView({ block: 'center' });
    const seen = window as unknown as { fkBarAt?: string };
    const at = JSON.stringify(bar.getBoundingClientRect());
    const still = seen.fkBarAt === at;
    seen.fkBarAt = at;
    return still;
  });
  await clickOn(page, '.pagination a', 'Nächste Seite');
  await untilList(page, 'Seite 2', (list) => list.currentPage === 2);
  await cardsOtherThan(page, sorted);

  await page.back();
  const back = await untilList(page, 'zurück auf Seite 1', (list) => list.currentPage === 1);
  const cards = await cardsOtherThan(page, []);
  if (JSON.stringify(cards) !== JSON.stringify(sorted))
    throw new Error('zurück zeigt nicht die Seite von vorher');
  if (back.sortBy !== 'price_asc') throw new Error('zurück verliert die Sortierung');
};

const productPage: Step = async (page, { baseUrl, productWithOffers }) => {
  await open(page, `${baseUrl}${productPath(productWithOffers)}`);
  await until(page, 'Angebote', () => document.querySelectorAll('.offers-table tbody tr').length);
  // The chart is drawn once it comes near the screen.
  // Until it stays there: the page scrolls smoothly to its top once the app runs.
  await until(page, 'Preisverlauf im Bild', () => {
    const canvas = document.querySelector('.price-history canvas');
    canvas?.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = canvas?.getBoundingClientRect();
    return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
  });
  await until(page, 'Preisverlauf gezeichnet', () => {
    const canvas = document.querySelector<HTMLCanvasElement>('.price-history canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !canvas.width || !canvas.height) return false;
    return context.getImageData(0, 0, canvas.width, canvas.height).data.some((value) => value !== 0);
  });
};

/**
 * Presses the toggle of the list's card at `at` (1 for the first) whose name matches `name`, and
 * waits until it shows the new state.
 */
async function toggleOnCard(page: EnginePage, at: number, name: string, pressed: boolean) {
  const toggle = await find(page, `.product-grid > li:nth-child(${at}) button[aria-pressed]`, name);
  await press(page, toggle);
  await until(
    page,
    `${name} ${pressed ? 'an' : 'aus'}`,
    (toggle: string, pressed: string) =>
      document.querySelector(toggle)?.getAttribute('aria-pressed') === pressed,
    toggle,
    String(pressed),
  );
}

const compare: Step = async (page, { baseUrl }) => {
  await open(page, `${baseUrl}${ROUTES.products}?${DEFAULT_CATALOG_SEARCH}`);
  await cardLinks(page);
  for (const at of [1, 2]) await toggleOnCard(page, at, '/ vergleichen$/', true);
  await open(page, `${baseUrl}${ROUTES.compare}`);
  await until(
    page,
    'zwei Produkte im Vergleich',
    () => document.querySelectorAll('table thead th[scope="col"]').length >= 2,
  );
};

/** Waits until the page knows the visitor is signed in (the session is read once the app runs). */
const signedIn = (page: EnginePage) => find(page, 'nav[aria-label="Konto"] a', 'Logout');

const loginAndList: Step = async (page, { baseUrl }) => {
  await open(page, `${baseUrl}${ROUTES.login}`);
  await page.type(await find(page, 'input', 'Nutzername oder E-Mail Adresse'), 'demo');
  await page.type(await find(page, 'input', 'Passwort'), 'demo12345');
  await clickOn(page, 'button', 'Einloggen');
  await until(page, 'angemeldet auf der Startseite', () => location.pathname === '/');
  await signedIn(page);

  await open(page, `${baseUrl}${ROUTES.products}?${DEFAULT_CATALOG_SEARCH}`);
  await signedIn(page);
  const [link] = await cardLinks(page);
  await toggleOnCard(page, 1, '/ zu den Favoriten$/', true);
  await open(page, `${baseUrl}${ROUTES.profile}`);
  await until(
    page,
    'in der Liste im Profil',
    (link: string) => !!document.querySelector(`main a[href="${link}"]`),
    link ?? '',
  );
  // Taken off again: the next page of the smoke set finds the list as it was.
  await open(page, `${baseUrl}${ROUTES.products}?${DEFAULT_CATALOG_SEARCH}`);
  await signedIn(page);
  await toggleOnCard(page, 1, '/ aus den Favoriten entfernen$/', false);
};

const calculator: Step = async (page, { baseUrl }) => {
  // Typed as soon as the app runs the page (typing into the server's page before that is the
  // Chromium journey's, which holds the app's script until both fields are typed).
  await open(page, `${baseUrl}${ROUTES.energy}`);
  await page.type(await find(page, 'input', 'Gewicht in kg'), '12,5');
  await page.type(await find(page, 'input', 'Energiegehalt in kcal pro 100 g'), '95,5');
  // 12,5^0,75 x 130 = 864,22 kcal; / 95,5 x 100 = 904,95 g
  await until(page, 'Futtermenge', () => {
    const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Futtermenge');
    return term?.nextElementSibling?.textContent === '904,95 g pro Tag';
  });
  const typed = await query(page);
  if (typed.gewicht !== '12,5' || typed.kcal !== '95,5') throw new Error(`Adresse ${JSON.stringify(typed)}`);
};

const post: Step = async (page, { baseUrl, post }) => {
  await open(page, `${baseUrl}${ROUTES.tips}`);
  await clickOn(page, `a[href="${postPath(post)}"]`, '/^Jetzt ansehen/');
  await until(
    page,
    'der Beitrag',
    (path: string) =>
      location.pathname + location.search === path && !!document.querySelector('h1')?.textContent,
    postPath(post),
  );
  await until(page, 'der Beitrag geladen', () => !document.querySelector('.loading-overlay'));
};

/** The smoke set, in order. */
export const SMOKE_STEPS: [string, Step][] = [
  ['Schnellsuche mit Enter', quickSearch],
  ['Liste: Filter, Sortierung, Seite 2, zurück', listFilterSortPageBack],
  ['Produktseite mit Preisverlauf und Angeboten', productPage],
  ['Vergleich zweier Produkte', compare],
  ['Login und eine Liste', loginAndList],
  ['Rechner mit „12,5“', calculator],
  ['ein Beitrag', post],
];
