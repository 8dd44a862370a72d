import {
  emptyProductForm,
  PRODUCT_FORM_MESSAGES as M,
  MESSAGES,
  type ProductFormValues,
} from '@futterkompass/domain';
import { aFilledForm } from '@futterkompass/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { type Call, fakeApi, reply } from '../testing/fake-api';
import { renderAt } from '../testing/render';
import { MOISTURE_HINT } from './AnalysisStep';
import ProductFormPage from './ProductFormPage';

const BRANDS = [
  { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Bellos Beste' },
  { _id: 'cccccccccccccccccccccccc', name: 'Zauberfell' },
];
const PRODUCT_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const user = (role: string) => ({ _id: 'u1', username: 'Erika', email: 'erika@example.org', role });

function openForm(
  url: string,
  role: string | null,
  routes: Record<string, (body: unknown, url: URL) => unknown> = {},
) {
  if (role) window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0ken'));
  const api = fakeApi({
    '/api/user-from-token': () => ({ success: true, user: user(role ?? 'user') }),
    '/api/admin/brands': () => ({ success: true, brands: BRANDS }),
    ...routes,
  });
  const view = renderAt(
    url,
    <Routes>
      <Route path="/produkt-eintragen" element={<ProductFormPage variant="create" />} />
      <Route path="/produkt-bearbeiten/:urlExtension" element={<ProductFormPage variant="edit" />} />
    </Routes>,
  );
  return { api, ...view };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const check = (group: string, label: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByLabelText(label));
const currentStep = () => screen.getByRole('listitem', { current: 'step' }).textContent;
const posted = (api: { calls: Call[] }, path: string) =>
  api.calls.filter((c) => c.url.startsWith(path) && c.method !== 'GET');

/** Step 1 as an editor fills it in for a wet dog food. */
function fillGeneral() {
  check('Tierart *', 'Hund');
  type('Futterart *', 'wet');
  check('Futtermitteltyp *', 'Alleinfuttermittel');
  type('Marke *', BRANDS[0]?._id ?? '');
  type('Sorte / Serie *', 'Rind & Kartoffel');
  type('Packungsgröße 1 (g) *', '400');
  type('Verpackung 1 *', 'can');
}

function fillAnalysis() {
  type('Rohprotein (%) *', '10.5');
  type('Rohfett (%) *', '6');
  type('Rohfaser (%) *', '0.5');
  type('Rohasche (%) *', '2');
}

function fillComposition() {
  type('Zusammensetzung *', 'Rind (70 %), Kartoffeln');
  type('Deklaration *', 'open-2');
  type('Tierischer Anteil *', '80');
}

afterEach(() => vi.unstubAllGlobals());

describe('who gets the product form', () => {
  it('asks visitors to log in, with a link, and shows no form', async () => {
    openForm('/produkt-eintragen', null);
    expect(screen.getByText(M.loginRequired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
  });

  it('tells a signed-in user without the editor role who may use it', async () => {
    const { api } = openForm('/produkt-eintragen', 'user');
    expect((await screen.findByRole('alert')).textContent).toBe(M.editorsOnly);
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
    expect(api.calls.some((c) => c.url.startsWith('/api/admin'))).toBe(false);
  });
});

describe('the product entry form', () => {
  it('checks each step before the next one opens, at the field, and marks the required ones', async () => {
    openForm('/produkt-eintragen', 'editor');
    await screen.findByRole('heading', { name: 'Allgemeine Informationen' });
    expect(screen.getByRole('heading', { name: 'Verpackung' })).toBeTruthy();
    expect(currentStep()).toBe('1Schritt 1 von 4: Allgemeines & Verpackung');
    next();
    expect(screen.getByRole('alert').textContent).toBe(M.chooseOne('Tierart'));
    expect(document.activeElement).toBe(screen.getByLabelText('Hund'));
    fillGeneral();
    type('Packungsgröße 1 (g) *', '0');
    next();
    expect(screen.getByRole('alert').textContent).toBe(M.notPositive('Packungsgröße 1 (g)'));
    type('Packungsgröße 1 (g) *', '400');
    next();

    await screen.findByRole('heading', { name: 'Weender Analyse' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Weender Analyse' }));
    expect(screen.getByRole('heading', { name: 'Empfohlene Futtermenge vom Hersteller' })).toBeTruthy();
    expect(screen.getByText(MOISTURE_HINT)).toBeTruthy();
    expect(screen.getAllByLabelText(/^Gewicht \/ Alter \d$/)).toHaveLength(5);
    expect(screen.getAllByLabelText(/^Futtermenge \d$/)).toHaveLength(5);
    fillAnalysis();
    type('Feuchtigkeit (%)', '81.01');
    next();
    expect(screen.getByRole('alert').textContent).toBe(M.weenderSum);
    type('Feuchtigkeit (%)', '78');
    next();

    await screen.findByRole('heading', { name: 'Inhalt & Zusammensetzung auf einen Blick' });
    expect(screen.getByRole('heading', { name: 'Zusammensetzung' })).toBeTruthy();
    next();
    expect(screen.getByRole('alert').textContent).toBe(M.required('Zusammensetzung'));
    expect(screen.getAllByRole('checkbox', { name: /Allergie|Atemwege|Zahnpflege/ })).toHaveLength(3);
    expect(
      screen.getByRole('group', { name: 'Gesundheitsthemen' }).querySelector('.columns-4'),
    ).not.toBeNull();
    // Back keeps what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect((screen.getByLabelText('Rohprotein (%) *') as HTMLInputElement).value).toBe('10.5');
  });

  it('asks dried food for the dried and the fresh meat share, and offers no single food or dry BARF', async () => {
    openForm('/produkt-eintragen', 'editor');
    await screen.findByRole('heading', { name: 'Allgemeine Informationen' });
    fillGeneral();
    type('Futterart *', 'dried');
    const types = within(screen.getByRole('group', { name: 'Futtermitteltyp *' }));
    expect(types.queryByLabelText('Einzelfuttermittel')).toBeNull();
    expect(types.queryByLabelText('Trocken-BARF')).toBeNull();
    next();
    fillAnalysis();
    next();
    await screen.findByRole('heading', { name: 'Zusammensetzung' });
    expect(screen.queryByLabelText('Tierischer Anteil *')).toBeNull();
    expect(screen.getByLabelText('Anteil Trockenfleisch *')).toBeTruthy();
    expect(
      within(screen.getByLabelText('Anteil Frischfleisch *')).getByRole('option', { name: '1-19 %' }),
    ).toBeTruthy();
  });

  it('keeps what was typed across a reload until it is saved, and can discard it', async () => {
    const first = openForm('/produkt-eintragen', 'editor');
    await screen.findByRole('heading', { name: 'Allgemeine Informationen' });
    type('Sorte / Serie *', 'Entwurf');
    check('Tierart *', 'Katze');
    first.unmount();

    openForm('/produkt-eintragen', 'editor');
    await screen.findByText(M.draftRestored);
    expect((screen.getByLabelText('Sorte / Serie *') as HTMLInputElement).value).toBe('Entwurf');
    expect((screen.getByLabelText('Katze') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Eingaben verwerfen' }));
    expect((screen.getByLabelText('Sorte / Serie *') as HTMLInputElement).value).toBe('');
    expect(window.localStorage.getItem(STORAGE_KEYS.productDrafts)).toBeNull();
  });

  it('saves all four steps, opens the step of a field the server refuses, and keeps the values on a failure', async () => {
    let answer: 'field' | 'network' | 'ok' = 'field';
    const { api } = openForm('/produkt-eintragen', 'editor', {
      '/api/admin/products': () => {
        if (answer === 'network') throw new TypeError('offline');
        if (answer === 'field')
          return reply(400, { success: false, message: M.brandMissing, field: 'brand' });
        return {
          success: true,
          product: {
            _id: PRODUCT_ID,
            urlExtension: 'bellos-beste-rind-kartoffel',
            series: 'Rind & Kartoffel',
            rev: 0,
          },
        };
      },
    });
    await screen.findByRole('heading', { name: 'Allgemeine Informationen' });
    fillGeneral();
    next();
    fillAnalysis();
    next();
    fillComposition();
    next();
    await screen.findByRole('heading', { name: 'Fotos' });
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Produkt speichern' }));

    save();
    expect((await screen.findByRole('alert')).textContent).toBe(M.brandMissing);
    expect(screen.getByRole('heading', { name: 'Allgemeine Informationen' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Marke *')));
    expect((screen.getByLabelText('Sorte / Serie *') as HTMLInputElement).value).toBe('Rind & Kartoffel');

    answer = 'network';
    next();
    next();
    next();
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(M.saveNetworkError);
    expect(window.localStorage.getItem(STORAGE_KEYS.productDrafts)).toContain('Rind & Kartoffel');

    answer = 'ok';
    save();
    await screen.findByRole('heading', { name: 'Produkt gespeichert' });
    expect(screen.getByRole('link', { name: 'Zum Produkt' }).getAttribute('href')).toBe(
      '/produkte/bellos-beste-rind-kartoffel',
    );
    expect(screen.getByRole('status').textContent).toContain('Bellos Beste Rind & Kartoffel');
    expect(window.localStorage.getItem(STORAGE_KEYS.productDrafts)).toBeNull();
    const sent = posted(api, '/api/admin/products').at(-1)?.body as ProductFormValues;
    expect(sent).toEqual({
      ...emptyProductForm(),
      animals: ['dog'],
      type1: 'wet',
      type2: ['complete'],
      brand: BRANDS[0]?._id,
      series: 'Rind & Kartoffel',
      size1: '400',
      packaging1: 'can',
      proteins: '10.5',
      fats: '6',
      fibers: '0.5',
      ash: '2',
      description: 'Rind (70 %), Kartoffeln',
      declaration: 'open-2',
      animalShare: '80',
    });
  });

  it('adds a brand from the popup, or chooses the one that exists in another case', async () => {
    let exists = false;
    openForm('/produkt-eintragen', 'editor', {
      '/api/admin/brands': (body) =>
        body === undefined
          ? { success: true, brands: BRANDS }
          : exists
            ? reply(409, { success: false, message: M.brandTaken, brand: BRANDS[1] })
            : { success: true, brand: { _id: 'dddddddddddddddddddddddd', name: 'Ährenglück' } },
    });
    await screen.findByRole('heading', { name: 'Allgemeine Informationen' });
    fireEvent.click(screen.getByRole('button', { name: 'Marke hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marke hinzufügen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marke anlegen' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(M.brandRequired);
    fireEvent.change(within(dialog).getByLabelText('Name der Marke *'), { target: { value: 'Ährenglück' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marke anlegen' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Marke *') as HTMLSelectElement).value).toBe('dddddddddddddddddddddddd'),
    );
    expect(screen.getByRole('status').textContent).toBe(M.brandCreated);

    exists = true;
    fireEvent.click(screen.getByRole('button', { name: 'Marke hinzufügen' }));
    const again = await screen.findByRole('dialog', { name: 'Marke hinzufügen' });
    fireEvent.change(within(again).getByLabelText('Name der Marke *'), { target: { value: 'ZAUBERFELL' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Marke anlegen' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Marke *') as HTMLSelectElement).value).toBe(BRANDS[1]?._id),
    );
    expect(screen.getByRole('status').textContent).toBe(M.brandExisted('Zauberfell'));
  });
  it('uploads a photo at once, previews it, and lets a replaced or discarded upload go', async () => {
    let uploads = 0;
    const { api, unmount } = openForm('/produkt-eintragen', 'editor', {
      '/api/admin/images': (body) => {
        if (!(body instanceof FormData)) return { success: true };
        uploads += 1;
        return { success: true, name: `foto-${uploads}-0123456789ab.png`, url: `/files/foto-${uploads}.png` };
      },
    });
    await screen.findByRole('heading', { name: 'Allgemeine Informationen' });
    fillGeneral();
    next();
    fillAnalysis();
    next();
    fillComposition();
    next();
    const choose = (name: string) =>
      fireEvent.change(screen.getByLabelText('Foto Vorderseite'), {
        target: { files: [new File([new Uint8Array([0x89, 0x50])], name, { type: 'image/png' })] },
      });
    choose('erste.png');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Vorschau: Foto Vorderseite' }).getAttribute('src')).toBe(
        '/files/foto-1.png',
      ),
    );
    choose('zweite.png');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Vorschau: Foto Vorderseite' }).getAttribute('src')).toBe(
        '/files/foto-2.png',
      ),
    );
    const deletions = () =>
      posted(api, '/api/admin/images')
        .filter((c) => c.method === 'DELETE')
        .map((c) => c.body);
    await waitFor(() => expect(deletions()).toEqual([{ name: 'foto-1-0123456789ab.png' }]));
    unmount();

    const again = openForm('/produkt-eintragen', 'editor', {
      '/api/admin/images': () => ({ success: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Eingaben verwerfen' }));
    await waitFor(() =>
      expect(posted(again.api, '/api/admin/images').map((c) => c.body)).toEqual([
        { name: 'foto-2-0123456789ab.png' },
      ]),
    );
  });
});

describe('the product edit form', () => {
  const stored = aFilledForm({
    type1: 'dried',
    type2: ['complete', 'dry-barf'],
    animalShare: '',
    animalShareDriedOne: '20',
    animalShareDriedTwo: '30',
  });
  const editRoutes = (onPut: (body: unknown) => unknown) => ({
    '/api/admin/products': () => ({
      success: true,
      _id: PRODUCT_ID,
      rev: 3,
      urlExtension: 'bellos-beste-rind',
      series: stored.series,
      product: stored,
      imageUrls: { [stored.imageFront]: `/files/${stored.imageFront}` },
    }),
    [`/api/admin/products/${PRODUCT_ID}`]: onPut,
    '/api/admin/images': () => ({ success: true, rev: 4 }),
  });

  it('loads the product, offers single food and dry BARF for dried food, and drops dry BARF with the type', async () => {
    openForm(
      '/produkt-bearbeiten/bellos-beste-rind',
      'editor',
      editRoutes(() => ({})),
    );
    const types = within(await screen.findByRole('group', { name: 'Futtermitteltyp *' }));
    expect((types.getByLabelText('Trocken-BARF') as HTMLInputElement).checked).toBe(true);
    expect(types.getByLabelText('Einzelfuttermittel')).toBeTruthy();
    type('Futterart *', 'wet');
    expect(types.queryByLabelText('Trocken-BARF')).toBeNull();
    expect((types.getByLabelText('Alleinfuttermittel') as HTMLInputElement).checked).toBe(true);
  });

  it('deletes a photo with the product id and revision, and saves at the revision that answers', async () => {
    let putBody: (ProductFormValues & { rev: number }) | undefined;
    const { api } = openForm(
      '/produkt-bearbeiten/bellos-beste-rind',
      'editor',
      editRoutes((body) => {
        putBody = body as typeof putBody;
        return putBody?.rev === 4
          ? {
              success: true,
              product: { _id: PRODUCT_ID, urlExtension: 'bellos-beste-rind', series: 'Neu', rev: 5 },
            }
          : reply(409, { success: false, message: M.staleRevision });
      }),
    );
    await screen.findByRole('heading', { name: 'Allgemeine Informationen' });
    type('Sorte / Serie *', 'Neu');
    next();
    next();
    next();
    expect(screen.getByRole('img', { name: 'Vorschau: Foto Vorderseite' }).getAttribute('src')).toBe(
      `/files/${stored.imageFront}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bild löschen' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Vorschau: Foto Vorderseite' })).toBeNull());
    expect(posted(api, '/api/admin/images')[0]).toMatchObject({
      method: 'DELETE',
      body: { name: stored.imageFront, productId: PRODUCT_ID, rev: 3 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Produkt speichern' }));
    await screen.findByRole('heading', { name: 'Produkt gespeichert' });
    expect(putBody).toMatchObject({ rev: 4, series: 'Neu', imageFront: '' });
  });

  it('says so when someone else saved first, keeping the edit', async () => {
    openForm(
      '/produkt-bearbeiten/bellos-beste-rind',
      'editor',
      editRoutes(() => reply(409, { success: false, message: M.staleRevision })),
    );
    await screen.findByRole('heading', { name: 'Allgemeine Informationen' });
    type('Sorte / Serie *', 'Meine Fassung');
    next();
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Produkt speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.staleRevision);
    expect(window.localStorage.getItem(STORAGE_KEYS.productDrafts)).toContain('Meine Fassung');
  });

  it('answers an unknown product and a lost session in German', async () => {
    const { unmount } = openForm('/produkt-bearbeiten/gibt-es-nicht', 'editor', {
      '/api/admin/products': () => reply(404, { success: false, message: M.productMissing }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(M.productMissing);
    unmount();
    const signedOut = () => reply(401, { success: false, message: MESSAGES.notSignedIn });
    openForm('/produkt-bearbeiten/x', 'editor', {
      '/api/admin/brands': signedOut,
      '/api/admin/products': signedOut,
    });
    expect(await screen.findByText(M.loginRequired)).toBeTruthy();
  });
});
