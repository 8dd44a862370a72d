import { emailChangeRequested, ACCOUNT_MESSAGES as M } from '@futterkompass/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedInOnly } from '../../pages/guards';
import { STORAGE_KEYS } from '../../storage';
import { fakeApi, reply } from '../../testing/fake-api';
import { renderAt } from '../../testing/render';
import { EXPORT_FAILED } from './DataExport';
import ProfilePage from './ProfilePage';

const USER = {
  _id: 'u1',
  username: 'Bello',
  email: 'bello@example.org',
  createdAt: '2025-03-07T10:00:00.000Z',
  status: 'active',
  favorites: ['p1'],
  negFavorites: [],
};

const item = (id: string, series: string) => ({
  _id: id,
  urlExtension: `marke-${id}`,
  brand: { _id: 'b1', name: 'Waldhof' },
  series,
  imageFront: null,
  proteins: 10,
  fats: 5,
  fibers: 1,
  ash: 2,
  moisture: 78,
  energy: 900,
  rating: 4,
  ratingCount: 2,
});

function Where() {
  return <output aria-label="Ort">{useLocation().pathname}</output>;
}

function openProfile(url = '/profil') {
  window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0ken'));
  return renderAt(
    url,
    <Routes>
      <Route
        path="/profil"
        element={
          <SignedInOnly>
            <ProfilePage />
          </SignedInOnly>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('profile: lists tab', () => {
  it('shows both lists with counts, removes an entry and reloads the lists', async () => {
    let favorites = [item('p1', 'Huhn pur'), item('p2', 'Rind pur')];
    const api = fakeApi({
      '/api/user-from-token': () => ({ success: true, user: USER }),
      '/api/product-lists': () => ({ success: true, favorites, negFavorites: [] }),
      '/api/delete-from-list': () => {
        favorites = favorites.slice(1);
        return { success: true };
      },
    });
    openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Dein Profil' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Produktlisten' }).getAttribute('aria-selected')).toBe('true');
    const favourites = (await screen.findByText('Favoriten')).closest('details') as HTMLElement;
    expect(favourites.querySelector('summary')?.textContent).toBe('Favoriten2 Produkte');
    const negative = screen.getByText('Negative Erfahrungen').closest('details') as HTMLElement;
    expect(within(negative).getByText('Keine Produkte vorhanden.')).toBeTruthy();

    fireEvent.click(
      within(favourites).getByRole('button', { name: 'Waldhof Huhn pur aus Favoriten entfernen' }),
    );
    await waitFor(() => expect(within(favourites).queryByText('Huhn pur')).toBeNull());
    expect(api.calls.filter((c) => c.url === '/api/product-lists')).toHaveLength(2);
    expect(api.calls.find((c) => c.url === '/api/delete-from-list')?.body).toEqual({
      listType: 'favorites',
      productId: 'p1',
    });
  });

  it('says so when a removal fails and reloads the lists anyway', async () => {
    const api = fakeApi({
      '/api/user-from-token': () => ({ success: true, user: USER }),
      '/api/product-lists': () => ({ success: true, favorites: [item('p1', 'Huhn pur')], negFavorites: [] }),
      '/api/delete-from-list': () => ({ success: false }),
    });
    openProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Waldhof Huhn pur aus Favoriten entfernen' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Meldungen' }).textContent).toContain(M.listRemoveFailed),
    );
    await waitFor(() => expect(api.calls.filter((c) => c.url === '/api/product-lists')).toHaveLength(2));
  });

  it('shows the lists error when they cannot be fetched', async () => {
    fakeApi({
      '/api/user-from-token': () => ({ success: true, user: USER }),
      '/api/product-lists': () => reply(500, { success: false }),
    });
    openProfile();
    expect((await screen.findByRole('alert')).textContent).toBe(M.listsFetchFailed);
  });

  it('signs out and leads to the login 500 ms after a removal without a valid token', async () => {
    fakeApi({
      '/api/user-from-token': () => ({ success: true, user: USER }),
      '/api/product-lists': () => ({ success: true, favorites: [item('p1', 'Huhn pur')], negFavorites: [] }),
      '/api/delete-from-list': () => reply(401, { success: false, message: 'Du musst eingeloggt sein.' }),
    });
    openProfile();
    const remove = await screen.findByRole('button', { name: 'Waldhof Huhn pur aus Favoriten entfernen' });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(remove);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.queryByLabelText('Ort')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.getByLabelText('Ort').textContent).toBe('/login');
  });
});

describe('profile: account tab', () => {
  const accountTab = async (routes: Record<string, (body: unknown) => unknown>) => {
    const api = fakeApi({ '/api/user-from-token': () => ({ success: true, user: USER }), ...routes });
    openProfile('/profil?tab=konto');
    await screen.findByText('bello@example.org');
    return api;
  };

  it('downloads the account’s data as a JSON file with the session, or says why not', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let fails = false;
    const api = await accountTab({
      '/api/account/export': () =>
        fails ? reply(500, { success: false }) : { pets: { pets: [{ name: 'Bello' }] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Meine Daten herunterladen' }));
    await waitFor(() => expect(saved).toEqual(['futterkompass-meine-daten.json']));
    expect(api.calls.some((c) => c.url === '/api/account/export' && c.method === 'GET')).toBe(true);
    fails = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Meine Daten herunterladen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EXPORT_FAILED);
    click.mockRestore();
  });

  it('shows username, e-mail and the member-since date as dd.mm.yyyy', async () => {
    await accountTab({});
    expect(screen.getByRole('tab', { name: 'Konto' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Bello')).toBeTruthy();
    expect(screen.getByText('07.03.2025')).toBeTruthy();
  });

  it('asks for the password, shows the change as waiting for its link; a refused change shows the specification’s text', async () => {
    let answer: () => unknown = () => ({
      success: true,
      message: emailChangeRequested('neu@example.org'),
      user: { email: 'bello@example.org', pendingEmail: 'neu@example.org' },
    });
    const api = await accountTab({ '/auth/update-email': () => answer() });
    const form = screen.getByRole('form', { name: 'E-Mail Adresse ändern' });
    const submit = () => fireEvent.click(within(form).getByRole('button', { name: 'E-Mail Adresse ändern' }));
    fireEvent.change(within(form).getByLabelText('Neue E-Mail Adresse'), {
      target: { value: 'neu@example.org' },
    });
    submit();
    expect(within(form).getByRole('alert').textContent).toBe('Bitte E-Mail Adresse bestätigen.');
    fireEvent.change(within(form).getByLabelText('Neue E-Mail Adresse bestätigen'), {
      target: { value: 'neu@example.org' },
    });
    submit();
    expect(within(form).getByRole('alert').textContent).toBe(M.currentPasswordRequired);
    expect(within(form).getByLabelText('Aktuelles Passwort').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(form).getByLabelText('Aktuelles Passwort'), { target: { value: 'geheim1' } });
    submit();
    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe(emailChangeRequested('neu@example.org')),
    );
    // The address stays until the link is opened; the waiting one is shown beside it.
    const data = screen.getByText('Neue E-Mail Adresse', { selector: 'dt' }).closest('dl') as HTMLElement;
    expect(within(data).getByText('bello@example.org')).toBeTruthy();
    expect(within(data).getByText(/neu@example\.org/).textContent).toContain('Noch nicht bestätigt');
    expect(api.calls.find((c) => c.url === '/auth/update-email')?.body).toEqual({
      userId: 'u1',
      newEmail: 'neu@example.org',
      confirmEmail: 'neu@example.org',
      password: 'geheim1',
    });

    answer = () => reply(400, { success: false, message: M.currentPasswordWrong, field: 'password' });
    for (const label of ['Neue E-Mail Adresse', 'Neue E-Mail Adresse bestätigen'])
      fireEvent.change(within(form).getByLabelText(label), { target: { value: 'ben@example.org' } });
    fireEvent.change(within(form).getByLabelText('Aktuelles Passwort'), { target: { value: 'falsch' } });
    submit();
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(M.currentPasswordWrong));
    answer = () => reply(503, { success: false, message: M.emailChangeFailed });
    submit();
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(M.emailChangeRequestFailed));
    answer = () => reply(409, { success: false, message: M.emailTaken, field: 'newEmail' });
    submit();
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(M.emailChangeRequestFailed));
    expect(within(form).getByLabelText('Neue E-Mail Adresse').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server’s message of a password change, right or wrong', async () => {
    let wrong = true;
    await accountTab({
      '/auth/update-password': () =>
        wrong
          ? reply(400, { success: false, message: M.oldPasswordWrong, field: 'oldPassword' })
          : { success: true, message: M.passwordChanged },
    });
    const form = screen.getByRole('form', { name: 'Passwort ändern' });
    fireEvent.change(within(form).getByLabelText('Altes Passwort'), { target: { value: 'falsch' } });
    fireEvent.change(within(form).getByLabelText('Neues Passwort'), { target: { value: 'neues1' } });
    fireEvent.change(within(form).getByLabelText('Neues Passwort bestätigen'), {
      target: { value: 'neues1' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(M.oldPasswordWrong));
    expect(within(form).getByLabelText('Altes Passwort').getAttribute('aria-invalid')).toBe('true');
    wrong = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe(M.passwordChanged));
  });

  it('closes the account with its password, only after the confirmation, says so, signs out and leads to the login', async () => {
    let wrong = true;
    const api = await accountTab({
      '/api/delete-user': () =>
        wrong
          ? reply(400, { success: false, message: M.currentPasswordWrong, field: 'password' })
          : { success: true, message: M.deleted },
    });
    const form = screen.getByRole('form', { name: 'Konto schließen' });
    const close = () => fireEvent.click(within(form).getByRole('button', { name: 'Konto schliessen' }));
    close();
    expect(within(form).getByRole('alert').textContent).toBe(M.deletePasswordRequired);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Passwort zum Schließen des Kontos'), {
      target: { value: 'geheim1' },
    });
    close();
    let dialog = screen.getByRole('dialog', { name: 'Konto schließen' });
    expect(dialog.textContent).toContain('Bist du sicher, dass du dein Konto schließen möchtest?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(api.calls.some((c) => c.url === '/api/delete-user')).toBe(false);
    close();
    dialog = screen.getByRole('dialog', { name: 'Konto schließen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Konto endgültig schließen' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(M.currentPasswordWrong));
    wrong = false;
    vi.useFakeTimers();
    close();
    dialog = screen.getByRole('dialog', { name: 'Konto schließen' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Konto endgültig schließen' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.calls.filter((c) => c.url === '/api/delete-user').at(-1)?.body).toEqual({
      password: 'geheim1',
    });
    expect(screen.getByRole('region', { name: 'Meldungen' }).textContent).toContain('Benutzer gelöscht.');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.queryByLabelText('Ort')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.getByLabelText('Ort').textContent).toBe('/login');
  });
});

describe('profile: price alerts tab', () => {
  const priceAlert = (id: string, series: string, firedAt: string | null) => ({
    _id: id,
    targetUnitPrice: 4.5,
    createdAt: '2026-11-01T10:00:00.000Z',
    firedAt,
    product: { _id: `p-${id}`, urlExtension: `waldhof-${id}`, brandName: 'Waldhof', series },
    bestUnitPrice: firedAt ? 4.4 : 5.2,
    unit: 'g',
  });

  it('lists each alert with target, best price now and state, and removes one', async () => {
    let alerts = [
      priceAlert('a1', 'Huhn pur', null),
      priceAlert('a2', 'Rind pur', '2026-11-03T08:00:00.000Z'),
    ];
    const api = fakeApi({
      '/api/user-from-token': () => ({ success: true, user: USER }),
      '/api/price-alerts': () => ({ success: true, alerts }),
      '/api/price-alerts/a1': () => {
        alerts = alerts.slice(1);
        return { success: true };
      },
    });
    openProfile('/profil?tab=preisalarme');
    expect(screen.getByRole('tab', { name: 'Preisalarme' }).getAttribute('aria-selected')).toBe('true');
    const first = (await screen.findByRole('link', { name: 'Waldhof Huhn pur' })).closest(
      'li',
    ) as HTMLElement;
    expect(first.getAttribute('class')).toBe('price-alerts-item');
    expect(first.textContent).toBe(
      'Waldhof Huhn purWunschpreis: 4,50 €/kgBestes Angebot jetzt: 5,20 €/kgaktivEntfernen',
    );
    expect(screen.getByRole('link', { name: 'Waldhof Rind pur' }).closest('li')?.textContent).toContain(
      'ausgelöst am 03.11.2026',
    );
    expect(screen.getByRole('link', { name: 'Waldhof Huhn pur' }).getAttribute('href')).toBe(
      '/produkte/waldhof-a1',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Preisalarm für Waldhof Huhn pur entfernen' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Waldhof Huhn pur' })).toBeNull());
    expect(api.calls.find((c) => c.url === '/api/price-alerts/a1')?.method).toBe('DELETE');
    expect(api.calls.filter((c) => c.url === '/api/price-alerts')).toHaveLength(2);
  });

  it('says when there is none, and when they cannot be fetched', async () => {
    fakeApi({
      '/api/user-from-token': () => ({ success: true, user: USER }),
      '/api/price-alerts': () => ({ success: true, alerts: [] }),
    });
    const { unmount } = openProfile('/profil?tab=preisalarme');
    expect(await screen.findByText('Keine Preisalarme vorhanden.')).toBeTruthy();
    unmount();
    fakeApi({
      '/api/user-from-token': () => ({ success: true, user: USER }),
      '/api/price-alerts': () => reply(500, { success: false }),
    });
    openProfile('/profil?tab=preisalarme');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Leider ist ein Fehler beim Abrufen der Preisalarme aufgetreten. Bitte versuche es später erneut.',
    );
  });
});
