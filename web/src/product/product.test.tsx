import { type DetailOffer, type ProductDetail, WEIGHT_MESSAGES } from '@futterkompass/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../state/session';
import { STORAGE_KEYS } from '../storage';
import { fakeApi, reply } from '../testing/fake-api';
import { renderAt } from '../testing/render';
import ProductDetailPage from './ProductDetailPage';

/** Two hours ago: the page says when its shop last confirmed the price. */
const CONFIRMED = new Date(Date.now() - 2 * 3_600_000).toISOString();

const offer = (over: Partial<DetailOffer>): DetailOffer => ({
  _id: 'o1',
  merchant: 'zooplus',
  price: 12.99,
  amount: 6,
  size: 400,
  unit: 'g',
  packaging: 'can',
  link: 'https://shop.example/1',
  basePrice: 0.54,
  unitPrice: 5.41,
  deliveredPrice: null,
  deliveredUnitPrice: null,
  inStock: true,
  b2b: false,
  totalPrice: 12.99,
  confirmedAt: CONFIRMED,
  fresh: true,
  status: 'buyable',
  referencePrice: null,
  ...over,
});

/** 6 x 400 g for 9,60 € (4,00 €/kg) plus 3,90 € shipping: 13,50 € (5,63 €/kg) delivered. */
const BEST = offer({
  _id: 'best',
  basePrice: 0.4,
  unitPrice: 4,
  price: 9.6,
  totalPrice: 13.5,
  deliveryCost: 3.9,
  deliveredPrice: 13.5,
  deliveredUnitPrice: 5.63,
  deliveryTime: 2,
});

const PRODUCT: ProductDetail = {
  _id: 'p1',
  urlExtension: 'waldhof-huhn',
  series: 'Huhn pur',
  brand: { _id: 'b1', name: 'Waldhof', description: 'Familienbetrieb', owned: true, contactable: true },
  producer: 'Waldhof GmbH',
  imageFront: null,
  imageContent1: null,
  imageContent2: null,
  animal: ['dog'],
  type1: 'wet',
  type2: ['complete'],
  ageGroup: ['adult'],
  countryOfProduction: 'de',
  countriesOfDelivery: [],
  proteins: 10,
  fats: 5,
  fibers: 0.5,
  ash: 2,
  moisture: 80,
  energy: 800,
  energyKcal: 80,
  energyKj: 335.2,
  nfe: 2.5,
  nfeTM: 12.5,
  suggestedAmount: [{ weightKg: '10 kg', foodAmount: '600 g' }],
  declaration: 'open-2',
  processing: [],
  animalShare: 70,
  animalShareDriedOne: null,
  animalShareDriedTwo: null,
  animalComponents: ['huhn'],
  elements: [],
  diseases: ['allergic'],
  technologicalAdditives: false,
  technologicalAdditivesText: null,
  physiologicalAdditives: true,
  physiologicalAdditivesText: 'Vitamin D3 200 IE',
  analyticComponents: null,
  attributes: ['grainfree'],
  description: 'Huhn 70 %, Brühe 28 %, Mineralstoffe 2 %',
  productDescription: null,
  variants: [
    BEST,
    offer({
      _id: 'cheap',
      merchant: 'Fressnapf',
      price: 1.49,
      amount: 1,
      basePrice: 0.37,
      unitPrice: 3.73,
      totalPrice: 1.49,
      deliveryTime: 'sofort',
      confirmedAt: '2026-11-20T08:00:00.000Z',
      fresh: false,
      status: 'stale',
    }),
  ],
  bestOffer: BEST,
  bestDeliveredOffer: BEST,
  fromPrice: 9.6,
  fromDeliveredPrice: 13.5,
  offerMaxAgeHours: 48,
  reviews: [],
  rating: 0,
  ratingCount: 0,
  binderVotes: { votes: 0, yes: 0, no: 0, share: 0, suspicion: false },
};

function Where() {
  const location = useLocation();
  return <output aria-label="Ort">{location.pathname}</output>;
}

function SessionProbe() {
  const { user } = useSession();
  return user ? <output>angemeldet: {user.username}</output> : null;
}

function open(
  product: ProductDetail | null,
  routes: Record<string, (body: unknown) => unknown> = {},
  extra: ReactNode = null,
  at = '/produkte/waldhof-huhn',
) {
  const api = fakeApi({
    '/api/product': () =>
      product
        ? { success: true, product }
        : reply(404, { success: false, message: 'Kein Produkt gefunden.' }),
    '/api/config': () => ({ success: true, recaptchaSiteKey: null }),
    ...routes,
  });
  renderAt(
    at,
    <>
      {extra}
      <Routes>
        <Route path="/produkte/:urlExtension" element={<ProductDetailPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
  );
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('product detail page', () => {
  it('shows buyable offers first, per kg with shipping, each with its own "Stand", outdated ones marked', async () => {
    open(PRODUCT);
    const table = await screen.findByRole('table', {
      name: 'Angebote, kaufbare nach Grundpreis aufsteigend',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'zooplusBestes Angebot',
      'Fressnapfveraltet',
    ]);
    expect(rows[0]?.textContent).toContain('6 x 400 g');
    expect(rows[0]?.textContent).toContain('4,00 €/kg');
    expect(rows[0]?.textContent).toContain('zzgl. 3,90 € Versand');
    expect(rows[0]?.textContent).toContain('2 Tage');
    expect(rows[0]?.textContent).toContain('13,50 €');
    expect(rows[0]?.textContent).toMatch(/Stand (heute|gestern), \d\d:\d\d Uhr/);
    expect(rows[1]?.textContent).toContain('sofort');
    expect(rows[1]?.textContent).toMatch(/Stand vor \d+ Tagen/);
    expect(table.textContent).not.toMatch(/100 g|100 ml/);
    expect(screen.getByText(/^Alle Preise inkl\. MwSt\./).textContent).toContain('seit mehr als 48 Stunden');
    // The summary: the "ab" price, and the best offer per kg with shipping and VAT.
    expect(screen.getByText(/^ab/).textContent).toBe('ab 9,60 €');
    expect(document.querySelector('.best-offer-box .price-notes')?.textContent).toBe(
      'zzgl. 3,90 € Versand · inkl. MwSt.',
    );
    expect(screen.getByText(/Rezeptur im Shop kann .* abweichen/)).toBeTruthy();
    // Every shop button goes through the click-out, naming the product page, in a new tab.
    const shopLinks = [
      screen.getByRole('link', { name: /^Zum besten Angebot bei zooplus/ }),
      ...within(table).getAllByRole('link', { name: /^Zum Shop/ }),
    ];
    expect(shopLinks.map((a) => a.getAttribute('href'))).toEqual([
      '/weiter/best?from=%2Fprodukte%2Fwaldhof-huhn',
      '/weiter/best?from=%2Fprodukte%2Fwaldhof-huhn',
      '/weiter/cheap?from=%2Fprodukte%2Fwaldhof-huhn',
    ]);
    for (const a of shopLinks) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('nofollow sponsored noopener noreferrer');
    }
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.recentlyViewed) ?? '[]')).toEqual(['p1']),
    );
  });

  it('with "Preise inkl. Versand" shows delivered figures and orders by the total with shipping', async () => {
    const free = offer({
      _id: 'free',
      merchant: 'Futterhaus',
      price: 14.5,
      unitPrice: 6.04,
      totalPrice: 14.5,
      deliveryCost: 0,
      deliveredPrice: 14.5,
      deliveredUnitPrice: 6.04,
    });
    open(
      { ...PRODUCT, variants: [free, ...PRODUCT.variants] },
      {},
      null,
      '/produkte/waldhof-huhn?shipping=included',
    );
    const table = await screen.findByRole('table', {
      name: 'Angebote, kaufbare nach Gesamtpreis mit Versand aufsteigend',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'zooplusBestes Angebot',
      'Futterhaus',
      'Fressnapfveraltet',
    ]);
    expect(rows[0]?.textContent).toContain('5,63 €/kg');
    expect(rows[0]?.textContent).toContain('inkl. 3,90 € Versand');
    expect(rows[1]?.textContent).toContain('versandkostenfrei');
    expect(screen.getByText(/^ab/).textContent).toBe('ab 13,50 € inkl. Versand');
    expect(screen.getByText('5,63 €/kg inkl. Versand')).toBeTruthy();
    const choice = screen.getByRole('checkbox', { name: 'Preise inkl. Versand' }) as HTMLInputElement;
    expect(choice.checked).toBe(true);
    fireEvent.click(choice);
    expect(
      await screen.findByRole('table', { name: 'Angebote, kaufbare nach Grundpreis aufsteigend' }),
    ).toBeTruthy();
  });

  it('strikes a reduced price through against its lowest price of the 30 days before, and says so', async () => {
    open({ ...PRODUCT, variants: [{ ...BEST, referencePrice: 11.99 }], bestOffer: BEST });
    const table = await screen.findByRole('table', {
      name: 'Angebote, kaufbare nach Grundpreis aufsteigend',
    });
    expect(within(table).getByText('11,99 €', { exact: false }).tagName).toBe('DEL');
    expect(table.textContent).toContain('niedrigster Preis der 30 Tage davor');
  });

  it('keeps the title the server sent with the page when the app takes it over', async () => {
    open(PRODUCT);
    await screen.findByRole('table', { name: 'Angebote, kaufbare nach Grundpreis aufsteigend' });
    await waitFor(() =>
      expect(document.title).toBe('Waldhof Huhn pur – Preisvergleich und Zusammensetzung | Futterkompass'),
    );
  });

  it('says that no shop offers the product, without asking to try again', async () => {
    open({
      ...PRODUCT,
      variants: [],
      bestOffer: null,
      bestDeliveredOffer: null,
      fromPrice: null,
      fromDeliveredPrice: null,
    });
    const said = await screen.findByText(/^Für dieses Produkt hat zurzeit kein Shop ein Angebot\./);
    expect(said.textContent).not.toContain('Bitte versuche es später erneut');
    expect(screen.getByText('Zurzeit kein Angebot')).toBeTruthy();
  });

  it('computes the feeding cost for a weight, and says why there is none without energy', async () => {
    open(PRODUCT);
    const weight = await screen.findByLabelText('Gewicht in kg');
    fireEvent.change(weight, { target: { value: '16' } });
    // 16 kg dog, normal: 16^0.75 x 130 = 1040 kcal; / 80 kcal x 100 = 1300 g; x 4.00 € / kg = 5.20 €; x 30 = 156 €
    expect(screen.getByText('ca. 5,20 € pro Tag (1.300 g täglich), ca. 156,00 € im Monat')).toBeTruthy();
    expect(
      screen.getByText(/^Bedarf ca\. 1\.040 kcal am Tag, das Futter hat 80 kcal je 100 g\./),
    ).toBeTruthy();
    // The manufacturer's table names 10 kg only.
    expect(screen.queryByText(/^Der Hersteller empfiehlt/)).toBeNull();
    // 10 kg: 10^0.75 x 130 = 731 kcal, 914 g; the manufacturer says 600 g: explained, not contradicted.
    fireEvent.change(weight, { target: { value: '10' } });
    const compared = screen.getByText(/^Der Hersteller empfiehlt für 10 kg: 600 g täglich/);
    expect(compared.textContent).toContain('Unsere Menge folgt aus dem Energiebedarf');
    fireEvent.change(weight, { target: { value: '-3' } });
    expect(screen.getByRole('alert').textContent).toBe(WEIGHT_MESSAGES.notPositive);
  });

  it('names no difference when the manufacturer’s amount agrees with the computed one', async () => {
    open({ ...PRODUCT, suggestedAmount: [{ weightKg: '10 kg', foodAmount: '880-940 g' }] });
    fireEvent.change(await screen.findByLabelText('Gewicht in kg'), { target: { value: '10' } });
    const compared = screen.getByText(/^Der Hersteller empfiehlt für 10 kg: 880-940 g täglich/);
    expect(compared.textContent).not.toContain('Unsere Menge');
  });

  it('writes the analytic components and the feeding table with decimal commas', async () => {
    open({
      ...PRODUCT,
      analyticComponents: 'Rohprotein 10.5 %, Rohfett 6.1 %',
      suggestedAmount: [{ weightKg: '2.5 kg', foodAmount: '150 g' }],
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Produktinformationen' }));
    expect(screen.getByText('Rohprotein 10,5 %, Rohfett 6,1 %')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '2,5 kg' })).toBeTruthy();
  });

  it('explains a missing feeding cost without energy', async () => {
    open({ ...PRODUCT, energy: null, energyKcal: null, energyKj: null });
    expect(await screen.findByText(/kein Energiegehalt angegeben/)).toBeTruthy();
    expect(screen.queryByLabelText('Gewicht in kg')).toBeNull();
  });

  it('shows the analysis in dry matter and German labels in the information tab', async () => {
    open(PRODUCT);
    fireEvent.click(await screen.findByRole('tab', { name: 'Produktinformationen' }));
    const analysis = screen.getByRole('table', { name: 'Weender Analyse' });
    // protein 10 % with 80 % moisture: 10 / 20 x 100 = 50 % in dry matter
    expect(within(analysis).getByRole('row', { name: /Rohprotein/ }).textContent).toBe('Rohprotein10 %50 %');
    expect(within(analysis).getByRole('row', { name: /Energie/ }).textContent).toContain(
      '80 kcal = 335,2 kJ',
    );
    expect(screen.getByText('offene Deklaration')).toBeTruthy();
    expect(screen.getByText('Vitamin D3 200 IE')).toBeTruthy();
  });

  it('makes each tab a link to its own address, which a plain click opens in place', async () => {
    open(PRODUCT);
    const reviews = await screen.findByRole('tab', { name: /Bewertungen/ });
    expect(reviews.getAttribute('href')).toBe('/produkte/waldhof-huhn?tab=bewertungen');
    expect(screen.getByRole('tab', { name: 'Preisvergleich' }).getAttribute('href')).toBe(
      '/produkte/waldhof-huhn',
    );
    fireEvent.click(reviews);
    expect(reviews.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('tab-bewertungen');
  });

  it('reaches the binder vote from the information tab and asks visitors to log in', async () => {
    open(PRODUCT);
    fireEvent.click(await screen.findByRole('tab', { name: 'Produktinformationen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt abstimmen' }));
    expect(screen.getByRole('tabpanel', { name: 'Bindemittel-Abstimmung' })).toBeTruthy();
    expect(screen.getByText(/Du musst eingeloggt sein/)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /Bindemittel/ })).toBeNull();
  });

  it('tells a visitor who puts the product on a list to log in, with a link, without a browser alert', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const api = open(PRODUCT);
    fireEvent.change(await screen.findByLabelText('Auf eine Liste setzen'), {
      target: { value: 'favorites' },
    });
    const message = within(screen.getByRole('region', { name: 'Meldungen' })).getByRole('status');
    expect(message.textContent).toContain('Du musst eingeloggt sein, um diese Funktion nutzen zu können.');
    expect(within(message).getByRole('link', { name: 'Zum Login' }).getAttribute('href')).toBe('/login');
    expect(alert).not.toHaveBeenCalled();
    expect(api.calls.some((c) => c.url === '/api/lists-update')).toBe(false);
  });

  it('shows each review’s own stars without a review count after them', async () => {
    open({
      ...PRODUCT,
      rating: 4,
      ratingCount: 1,
      reviews: [
        {
          _id: 'r1',
          rating: 4,
          review: 'Frisst er gern.',
          from: { username: 'Bea' },
          createdAt: '2026-11-02T10:00:00.000Z',
        },
      ],
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Bewertungen (1)' }));
    const review = screen.getByText('Frisst er gern.').closest('li') as HTMLElement;
    expect(within(review).getByRole('img').getAttribute('aria-label')).toBe('4 von 5 Sternen');
    expect(review.textContent).not.toContain('(1)');
  });

  it('lists reviews or says there are none, and shows visitors why they cannot write one', async () => {
    open(PRODUCT);
    fireEvent.click(await screen.findByRole('tab', { name: 'Bewertungen (0)' }));
    expect(screen.getByText('Leider sind noch keine Bewertungen zu diesem Produkt vorhanden.')).toBeTruthy();
    expect(screen.getByText(/Du musst angemeldet sein, um Bewertungen verfassen zu können\./)).toBeTruthy();
  });

  it('names each review’s author from the answer’s from.username', async () => {
    const review = { _id: 'r1', rating: 4, review: 'Gern gefressen.', from: { username: 'Bello' } };
    open({ ...PRODUCT, reviews: [{ ...review, createdAt: '2026-03-01T00:00:00Z' }], ratingCount: 1 });
    fireEvent.click(await screen.findByRole('tab', { name: 'Bewertungen (1)' }));
    const item = screen.getByText('Gern gefressen.').closest('li') as HTMLElement;
    expect(within(item).getByText('Bello')).toBeTruthy();
  });

  it('checks a signed-in user’s review before sending, then clears the form and reloads', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0ken'));
    const api = open(PRODUCT, {
      '/api/user-from-token': () => ({
        success: true,
        user: { _id: 'u1', username: 'Bello', email: 'b@x.de' },
      }),
      '/api/new-review': () => ({ success: true, message: 'Vielen Dank für deine Bewertung!' }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Bewertungen (0)' }));
    const form = await screen.findByRole('form', { name: 'Deine Bewertung' });
    const send = () => fireEvent.click(within(form).getByRole('button', { name: 'Bewertung absenden' }));
    send();
    expect(within(form).getByRole('alert').textContent).toBe(
      'Bitte wähle wie viele Sterne dieses Produkt erhalten soll.',
    );
    fireEvent.click(within(form).getByLabelText('4 Sterne'));
    fireEvent.change(within(form).getByLabelText('Deine Erfahrung (optional)'), {
      target: { value: 'Ein Trottel hat das gemacht' },
    });
    send();
    expect(within(form).getByRole('alert').textContent).toContain(
      'gefunden: Trottel. Bitte entferne das Wort bevor du das Formular erneut absendest.',
    );
    fireEvent.change(within(form).getByLabelText('Deine Erfahrung (optional)'), {
      target: { value: 'Schmeckt.' },
    });
    send();
    expect(within(form).getByRole('alert').textContent).toBe('Bitte akzeptiere die Nutzungsbedingungen.');
    fireEvent.click(within(form).getByRole('checkbox'));
    send();
    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe('Vielen Dank für deine Bewertung!'),
    );
    expect(api.calls.find((c) => c.url === '/api/new-review')?.body).toEqual({
      user: 'u1',
      product: 'waldhof-huhn',
      reviewText: 'Schmeckt.',
      reviewRating: 4,
      acceptTerms: true,
    });
    expect((within(form).getByLabelText('Deine Erfahrung (optional)') as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(api.calls.filter((c) => c.url.startsWith('/api/product?'))).toHaveLength(2));
  });

  it('reports the product and shows the thank-you view only for success: true', async () => {
    let answer: () => unknown = () => reply(500, { success: false });
    const api = open(PRODUCT, { '/api/report-product': () => answer() });
    fireEvent.click(await screen.findByRole('button', { name: 'Produkt melden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Produkt melden' });
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Absenden' }));
    submit();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Bitte gib an warum du dieses Produkt melden möchtest.',
    );
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Neue Rezeptur' } });
    const failures: [() => unknown, string][] = [
      [() => reply(500, { success: false }), 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.'],
      [() => ({ success: false }), 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.'],
      [
        () => reply(404, { success: false, message: 'Kein Produkt mit dieser Produkt-ID gefunden.' }),
        'Fehler beim Abrufen der Produktinformationen. Bitte versuche es später erneut.',
      ],
    ];
    for (const [failing, text] of failures) {
      answer = failing;
      const before = api.calls.length;
      submit();
      await waitFor(() => expect(api.calls.length).toBe(before + 1));
      await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(text));
      expect(within(dialog).queryByRole('status')).toBeNull();
      expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Neue Rezeptur');
    }
    answer = () => ({ success: true });
    submit();
    expect((await within(dialog).findByRole('status')).textContent).toContain(
      'Vielen Dank für deine Meldung!',
    );
    expect(api.calls.filter((c) => c.url === '/api/report-product').at(-1)?.body).toEqual({
      product: 'p1',
      reason: 'Neue Rezeptur',
    });
  });

  it('shows no thank-you view for a brand question answered success: false', async () => {
    open(PRODUCT, { '/api/contact-brand': () => ({ success: false }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Frage an den Hersteller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frage an den Hersteller' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Erika' } });
    fireEvent.change(within(dialog).getByLabelText('E-Mail Adresse'), { target: { value: 'e@x.de' } });
    fireEvent.change(within(dialog).getByLabelText('Deine Frage'), { target: { value: 'Getreide?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Absenden' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.',
      ),
    );
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('offers the brand question only for a contactable brand, with the link to the contact page', async () => {
    open(PRODUCT);
    fireEvent.click(await screen.findByRole('button', { name: 'Frage an den Hersteller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frage an den Hersteller' });
    expect(within(dialog).getByRole('link', { name: 'Kontaktformular' }).getAttribute('href')).toBe(
      '/kontakt',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Absenden' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Bitte fülle alle Felder richtig aus.');
  });

  it('has no brand question for a brand that cannot be contacted', async () => {
    open({ ...PRODUCT, brand: { ...PRODUCT.brand, contactable: false } });
    await screen.findByRole('tab', { name: 'Preisvergleich' });
    expect(screen.queryByRole('button', { name: 'Frage an den Hersteller' })).toBeNull();
  });

  it('links editors and admins to the edit form, nobody else', async () => {
    const as = async (role: string | null) => {
      window.localStorage.clear();
      if (role) window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0ken'));
      open(
        PRODUCT,
        {
          '/api/user-from-token': () => ({
            success: true,
            user: { _id: 'u1', username: 'Bea', email: 'b@x.de', role },
          }),
        },
        <SessionProbe />,
      );
      await screen.findByRole('heading', { name: /Huhn pur/, level: 1 });
      // The link depends on the session's user: it must have arrived before its absence means anything.
      if (role) await screen.findByText('angemeldet: Bea');
      const link = screen.queryByRole('link', { name: 'Produkt bearbeiten' });
      cleanup();
      return link?.getAttribute('href') ?? null;
    };
    expect(await as('editor')).toBe('/produkt-bearbeiten/waldhof-huhn');
    expect(await as('admin')).toBe('/produkt-bearbeiten/waldhof-huhn');
    expect(await as('user')).toBeNull();
    expect(await as(null)).toBeNull();
  });

  it('leads to the 404 page when the product is missing', async () => {
    open(null);
    await waitFor(() => expect(screen.getByLabelText('Ort').textContent).toBe('/produkt-nicht-gefunden'));
  });
});
