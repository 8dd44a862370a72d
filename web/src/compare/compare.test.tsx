import { MESSAGES, productPath, WEIGHT_MESSAGES } from '@futterkompass/domain';
import { aPet } from '@futterkompass/domain/testing';
import type { CompareProduct } from '@futterkompass/search-config';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { fakeApi, reply } from '../testing/fake-api';
import { renderAt } from '../testing/render';
import ComparePage from './ComparePage';
import { ALL, WET } from './test-products';

function setup(
  ids: string[],
  answer: (body: unknown) => unknown = () => ({ success: true, products_list: ALL }),
) {
  window.localStorage.setItem(STORAGE_KEYS.compareList, JSON.stringify(ids));
  const api = fakeApi({
    '/api/compare-list': (body) => {
      const result = answer(body);
      const asked = (body as { ids: string[] }).ids;
      if (result instanceof Response) return result;
      const list = (result as { products_list: CompareProduct[] }).products_list;
      return { ...(result as object), products_list: list.filter((p) => asked.includes(p._id)) };
    },
  });
  renderAt('/vergleichsliste', <ComparePage />);
  return api;
}

const table = () => screen.findByRole('table');
/** The texts of a row's product cells, found by its row heading. */
function row(name: string | RegExp): string[] {
  // A row of differing values says so after its name.
  const exact =
    typeof name === 'string'
      ? new RegExp(`^${name.replace(/[()]/g, '\\$&')}( \\(unterschiedlich\\))?$`)
      : name;
  const header = screen.getByRole('rowheader', { name: exact });
  const cells = within(header.closest('tr') as HTMLElement).getAllByRole('cell');
  return cells.map((c) => c.textContent ?? '');
}
const weight = () => screen.getByLabelText('Gewicht in kg');

describe('compare list', () => {
  it('asks for the listed products and sets them side by side, one column each', async () => {
    const api = setup(['p1', 'p2']);
    const grid = await table();
    expect(api.calls).toEqual([
      { url: '/api/compare-list', method: 'POST', body: { ids: ['p1', 'p2'], shipping: 'excluded' } },
    ]);
    const columns = within(grid).getAllByRole('columnheader');
    expect(columns.map((c) => within(c).getByRole('link').textContent)).toEqual([
      'Waldhof Huhn pur',
      'Berghof Lamm & Reis',
    ]);
    expect(
      within(columns[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(productPath('waldhof-huhn-pur'));
    expect(row('Tierart')).toEqual(['Hund, Katze', 'Hund']);
    expect(row('Futtertyp')).toEqual(['Nassfutter', 'Trockenfutter']);
    const [wetOffer, dryOffer] = row('Bestes Angebot');
    expect(wetOffer).toContain('zooplus');
    expect(wetOffer).toContain('7,92 €');
    expect(wetOffer).toContain('6 x 400 g');
    expect(dryOffer).toContain('1 x 5 kg');
    // Shipping and VAT at a glance beside every price.
    expect(wetOffer).toContain('zzgl. 3,95 € Versand · inkl. MwSt.');
    expect(dryOffer).toContain('versandkostenfrei · inkl. MwSt.');
    const offerLink = screen.getByRole('link', {
      name: /^zum besten Angebot für Waldhof Huhn pur bei zooplus/,
    });
    // Through the click-out, which names the compare page; still a paid link in a new tab.
    expect(offerLink.getAttribute('href')).toBe('/weiter/a0000000000000000000000a?from=%2Fvergleichsliste');
    expect(offerLink.getAttribute('target')).toBe('_blank');
    expect(offerLink.getAttribute('rel')).toContain('sponsored');
    expect(offerLink.getAttribute('rel')).toContain('nofollow');
    expect(row('Grundpreis')).toEqual(['3,30 €/kg', '9,00 €/kg']);
    expect(row('Energie je 100 g')).toEqual(['100 kcal', '380 kcal']);
    expect(row('Fleischanteil')).toEqual(['60-69 %', 'Trockenfleisch 1-19 %, Frischfleisch 20-29 %']);
    expect(row('Deklaration')).toEqual(['offene Deklaration', 'geschlossene Deklaration']);
    expect(row('Eigenschaften')).toEqual(['getreidefreiMonoprotein', '–']);
  });

  it('asks again with "Preise inkl. Versand" and shows the delivered figures', async () => {
    const api = setup(['p1', 'p2'], (body) => ({
      success: true,
      products_list: ALL.map((p) => ({ ...p, shipping: (body as { shipping: string }).shipping })),
    }));
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Preise inkl. Versand' }));
    await waitFor(() =>
      expect(row('Grundpreis')).toEqual(['4,95 €/kg inkl. Versand', '9,00 €/kg inkl. Versand']),
    );
    expect(api.calls.at(-1)?.body).toEqual({ ids: ['p1', 'p2'], shipping: 'included' });
    const [wetOffer] = row('Bestes Angebot');
    expect(wetOffer).toContain('11,87 €');
    expect(wetOffer).toContain('inkl. 3,95 € Versand · inkl. MwSt.');
  });

  it('shows the Weender values as fed and in dry matter', async () => {
    setup(['p1', 'p2', 'p3']);
    await table();
    expect(row('Rohprotein')).toEqual(['10 %', '26 %', '10 %']);
    expect(row('Feuchtigkeit')).toEqual(['80 %', '10 %', 'nicht angegeben']);
    expect(row('NfE')).toEqual(['2,5 %', '39,5 %', '2,5 %']);
    // Dry matter = 100 - moisture: 20 % for the wet food, 90 % for the dry food; the product without
    // a moisture counts 0 %, as its stored NfE in dry matter does.
    // Protein 10 / 20 = 50 %; 26 / 90 = 28,89 %; 10 / 100 = 10 %.
    expect(row('Rohprotein in der Trockenmasse')).toEqual(['50 %', '28,9 %', '10 %']);
    // Fat 5 / 20 = 25 %; 15 / 90 = 16,67 %.
    expect(row('Rohfett in der Trockenmasse')).toEqual(['25 %', '16,7 %', '5 %']);
    // Fibre 0,5 / 20 = 2,5 %; 2,5 / 90 = 2,78 %.
    expect(row('Rohfaser in der Trockenmasse')).toEqual(['2,5 %', '2,8 %', '0,5 %']);
    // Ash 2 / 20 = 10 %; 7 / 90 = 7,78 %.
    expect(row('Rohasche in der Trockenmasse')).toEqual(['10 %', '7,8 %', '2 %']);
    // NfE 2,5 / 20 = 12,5 %; 39,5 / 90 = 43,89 % (the products' nfeTM).
    expect(row('NfE in der Trockenmasse')).toEqual(['12,5 %', '43,9 %', '12,5 %']);
  });

  it('names the ingredients, marks the rows that differ and shows only those on request', async () => {
    setup(['p1', 'p3']);
    await table();
    expect(row('Tierische Zutaten')).toEqual(['Huhn', 'Huhn']);
    expect(row('Weitere Zutaten')).toEqual(['Muskelfleisch, Gemüse', 'Muskelfleisch, Gemüse']);
    // The two differ in energy and moisture (not stated for p3), not in protein.
    const marked = screen
      .getAllByRole('rowheader')
      .filter((h) => h.closest('tr')?.classList.contains('is-different'))
      .map((h) => h.textContent);
    expect(marked).toEqual(
      expect.arrayContaining(['Feuchtigkeit (unterschiedlich)', 'Energie je 100 g (unterschiedlich)']),
    );
    expect(marked).not.toContain('Rohprotein (unterschiedlich)');
    expect(screen.getByRole('rowheader', { name: 'Rohprotein' })).toBeTruthy();
    expect(screen.getByText('Zusammensetzung')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Nur Unterschiede zeigen'));
    expect(screen.queryByRole('rowheader', { name: 'Rohprotein' })).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'Tierische Zutaten' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Feuchtigkeit (unterschiedlich)' })).toBeTruthy();
    // The picture, the offer and the cost stay: they are what one compares by.
    expect(screen.getByRole('rowheader', { name: 'Bestes Angebot' })).toBeTruthy();
    // A group with nothing left has no heading either.
    expect(screen.queryByText('Zusammensetzung')).toBeNull();
    fireEvent.click(screen.getByLabelText('Nur Unterschiede zeigen'));
    expect(screen.getByRole('rowheader', { name: 'Rohprotein' })).toBeTruthy();
  });

  it('offers no difference filter for a single product', async () => {
    setup(['p1']);
    await table();
    expect(screen.queryByLabelText('Nur Unterschiede zeigen')).toBeNull();
    expect(document.querySelectorAll('tr.is-different')).toHaveLength(0);
  });

  it('describes the chart in words: protein, fat and NfE in dry matter per product', async () => {
    setup(['p1', 'p2']);
    const chart = await screen.findByRole('img', { name: /^Balkendiagramm/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Balkendiagramm. Waldhof Huhn pur: Rohprotein 50 %, Rohfett 25 %, NfE 12,5 %; ' +
        'Berghof Lamm & Reis: Rohprotein 28,9 %, Rohfett 16,7 %, NfE 43,9 %.',
    );
    expect(chart.tagName).toBe('CANVAS');
  });

  it('shows what each food costs per day and month for the animal, or why not', async () => {
    setup(['p1', 'p2', 'p3', 'p4', 'p5']);
    await table();
    expect(row('Futterkosten')).toEqual(Array(5).fill('Gewicht oben eingeben'));

    // A cat of 4 kg, normal: 4^0,67 x 100 = 253,15 kcal a day; the wet food has 100 kcal per 100 g,
    // so 253,15 g a day at 3,30 € per kg: 0,8354 € a day, 25,06 € in 30 days.
    fireEvent.change(screen.getByLabelText('Tier'), { target: { value: 'cat' } });
    fireEvent.change(weight(), { target: { value: '4' } });
    const [wet, , noEnergy, noOffer, oil] = row('Futterkosten');
    expect(wet).toBe('ca. 0,84 € pro Tagca. 25,06 € pro Monat253,15 g Futter am Tag');
    expect(noEnergy).toBe('Keine Berechnung: Energiegehalt nicht angegeben');
    expect(noOffer).toBe('Keine Berechnung: kein Angebot');
    expect(oil).toBe('Keine Berechnung: Preis je ml, Energie je g');

    // A normal dog of 16 kg: 16^0,75 = 8, x 130 = 1040 kcal; the dry food has 380 kcal per 100 g:
    // 273,68 g a day at 9,00 € per kg = 2,46 € a day, 73,89 € a month.
    fireEvent.change(screen.getByLabelText('Tier'), { target: { value: 'dog' } });
    fireEvent.change(weight(), { target: { value: '16' } });
    expect(row('Futterkosten')[1]).toBe('ca. 2,46 € pro Tagca. 73,89 € pro Monat273,68 g Futter am Tag');
    // Thin: 8 x 140 = 1120 kcal, 294,7 g, 2,65 € a day.
    fireEvent.change(screen.getByLabelText('Körperzustand'), { target: { value: 'thin' } });
    expect(row('Futterkosten')[1]).toContain('ca. 2,65 € pro Tag');
  });

  it('asks with the active animal and shows each column’s cost per day as the list does', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.pets,
      JSON.stringify({ pets: [aPet({ id: 'b' })], activeId: 'b' }),
    );
    const api = setup(['p1', 'p2'], () => ({
      success: true,
      products_list: [
        { ...ALL[0], gramsPerDay: 310.2, costPerDay: 1.84, feedingReason: null },
        { ...ALL[1], gramsPerDay: null, costPerDay: null, feedingReason: 'noEnergy' },
      ],
    }));
    await table();
    expect(api.calls[0]?.body).toMatchObject({
      ids: ['p1', 'p2'],
      pet: { species: 'dog', weightKg: 12, bodyCondition: 'normal', ageGroup: 'adult' },
    });
    // The name stays in the browser.
    expect(JSON.stringify(api.calls[0]?.body)).not.toContain('Bello');
    const [priced, unpriced] = row('Kosten pro Tag');
    expect(priced).toBe('1,84 €/Tag für Bello (310,2 g täglich)');
    expect(unpriced).toMatch(/^keine Fütterungsempfehlung \(.+\)$/);
    // The form below starts with the active animal.
    expect((weight() as HTMLInputElement).value).toBe('12');
    window.localStorage.removeItem(STORAGE_KEYS.pets);
  });

  it('has no row for the cost per day without an active animal', async () => {
    setup(['p1', 'p2']);
    await table();
    expect(screen.queryByRole('rowheader', { name: /^Kosten pro Tag/ })).toBeNull();
  });

  it('offers the body condition thin for dogs only', async () => {
    setup(['p1']);
    await table();
    const condition = screen.getByLabelText('Körperzustand') as HTMLSelectElement;
    const options = () => [...condition.options].map((o) => o.textContent);
    expect(options()).toEqual(['zu dünn', 'normal', 'zu dick']);
    fireEvent.change(condition, { target: { value: 'thin' } });
    fireEvent.change(screen.getByLabelText('Tier'), { target: { value: 'cat' } });
    expect(options()).toEqual(['normal', 'zu dick']);
    expect(condition.value).toBe('normal');
  });

  it('starts with cats when every product is cat food only', async () => {
    setup(['p1'], () => ({ success: true, products_list: [{ ...WET, animal: ['cat'] }] }));
    await table();
    expect((screen.getByLabelText('Tier') as HTMLSelectElement).value).toBe('cat');
  });

  it('refuses a negative weight, text and more than 150 kg with a German message', async () => {
    setup(['p1']);
    await table();
    fireEvent.change(weight(), { target: { value: '-2' } });
    expect(screen.getByText(WEIGHT_MESSAGES.notPositive)).toBeTruthy();
    expect(weight().getAttribute('aria-invalid')).toBe('true');
    expect(weight().getAttribute('aria-describedby')).toBe(screen.getByText(WEIGHT_MESSAGES.notPositive).id);
    expect(row('Futterkosten')).toEqual(['Gewicht oben eingeben']);

    fireEvent.change(weight(), { target: { value: '12,5,1' } });
    expect(screen.getByText(WEIGHT_MESSAGES.notANumber)).toBeTruthy();

    fireEvent.change(weight(), { target: { value: '151' } });
    expect(screen.getByText(WEIGHT_MESSAGES.tooHeavy)).toBeTruthy();

    fireEvent.change(weight(), { target: { value: '12.5' } });
    expect(screen.queryByText(WEIGHT_MESSAGES.notANumber)).toBeNull();
    expect(weight().getAttribute('aria-invalid')).toBeNull();
    expect(row('Futterkosten')[0]).toMatch(/^ca\. \d+,\d\d € pro Tag/);
  });

  it('removes a product by its toggle without asking the server again', async () => {
    const api = setup(['p1', 'p2']);
    await table();
    fireEvent.click(
      screen.getByRole('button', { name: 'Waldhof Huhn pur aus der Vergleichsliste entfernen' }),
    );
    expect(screen.getAllByRole('columnheader').map((c) => within(c).getByRole('link').textContent)).toEqual([
      'Berghof Lamm & Reis',
    ]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.compareList) ?? '')).toEqual(['p2']);
    expect(screen.getByRole('status').textContent).toBe(
      'Waldhof Huhn pur wurde aus der Vergleichsliste entfernt.',
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Vergleichsliste' }));
    expect(api.calls).toHaveLength(1);

    fireEvent.click(
      screen.getByRole('button', { name: 'Berghof Lamm & Reis aus der Vergleichsliste entfernen' }),
    );
    expect(screen.getByText(MESSAGES.compareEmpty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the list is empty without calling the server', () => {
    const api = fakeApi({});
    renderAt('/vergleichsliste', <ComparePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vergleichsliste' })).toBeTruthy();
    expect(screen.getByText('Keine Produkte in der Vergleichsliste.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows the error text when the call fails or answers without success', async () => {
    setup(['p1'], () => reply(500, { success: false, message: 'kaputt' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Fehler beim Abrufen der Produkte aufgetreten.',
    );
  });

  it('shows the error text when the answer says no success', async () => {
    setup(['p1'], () => ({ success: false, products_list: [] }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Fehler beim Abrufen der Produkte aufgetreten.'),
    );
  });
});
