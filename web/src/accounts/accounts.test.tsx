import { ACCOUNT_MESSAGES as M } from '@futterkompass/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VisitorsOnly } from '../pages/guards';
import { useSession } from '../state/session';
import { STORAGE_KEYS } from '../storage';
import { fakeApi, reply } from '../testing/fake-api';
import { renderAt } from '../testing/render';
import EmailChangePage from './EmailChangePage';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import ResetPasswordPage from './ResetPasswordPage';
import VerifyPage from './VerifyPage';

function Where() {
  const location = useLocation();
  return <output aria-label="Ort">{location.pathname}</output>;
}

/** The page at its URL; any other path shows where the page led. */
const page = (url: string, ui: React.ReactNode) =>
  renderAt(
    url,
    <Routes>
      <Route path={new URL(url, 'http://localhost').pathname} element={ui} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const here = () => screen.getByLabelText('Ort').textContent;
const sent = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.url !== '/api/config');

afterEach(() => vi.unstubAllGlobals());

describe('registration page', () => {
  const fill = () => {
    type('Nutzername', 'Bello');
    type('E-Mail Adresse', 'bello@example.org');
    type('E-Mail Adresse bestätigen', 'bello@example.org');
    type('Passwort', 'geheim');
    type('Passwort bestätigen', 'geheim');
  };

  it('shows a broken rule at its field and in an alert, focuses it, sends nothing and keeps the input', () => {
    const api = fakeApi({});
    page('/registrieren', <RegisterPage />);
    fill();
    type('Passwort', '1234');
    type('Passwort bestätigen', '1234');
    submit('Registrieren');
    const field = screen.getByLabelText('Passwort');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent,
    ).toBe('Das Passwort muss mindestens 5 Zeichen lang sein.');
    expect(screen.getByRole('alert').textContent).toBe('Das Passwort muss mindestens 5 Zeichen lang sein.');
    expect(document.activeElement).toBe(field);
    expect((screen.getByLabelText('Nutzername') as HTMLInputElement).value).toBe('Bello');
    expect(sent(api)).toEqual([]);
  });

  it('asks for the privacy checkbox and names forbidden words before sending', () => {
    const api = fakeApi({});
    page('/registrieren', <RegisterPage />);
    fill();
    submit('Registrieren');
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte akzeptieren Sie unsere Datenschutzrichtlinien.',
    );
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('checkbox'));
    type('Nutzername', 'Vollidiot');
    submit('Registrieren');
    expect(screen.getByRole('alert').textContent).toContain(
      'verbotenes Wort in deiner Eingabe gefunden: Vollidiot.',
    );
    expect(sent(api)).toEqual([]);
  });

  it('sends the form, shows the confirmation and leads home', async () => {
    const api = fakeApi({
      '/api/config': () => ({ success: true, recaptchaSiteKey: null }),
      '/auth/register': () => ({ success: true, message: M.registered }),
    });
    page('/registrieren', <RegisterPage />);
    fill();
    fireEvent.click(screen.getByRole('checkbox'));
    submit('Registrieren');
    const dialog = await screen.findByRole('dialog', { name: 'Registrierung erfolgreich' });
    expect(dialog.textContent).toContain(M.registered);
    expect(api.calls.find((c) => c.url === '/auth/register')?.body).toEqual({
      username: 'Bello',
      email: 'bello@example.org',
      confirmEmail: 'bello@example.org',
      password: 'geheim',
      confirmPassword: 'geheim',
      acceptPrivacy: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zur Startseite' }));
    expect(here()).toBe('/');
  });

  it('shows the server’s message at the field it names, and Netzwerkfehler without an answer', async () => {
    let down = false;
    fakeApi({
      '/api/config': () => ({ success: true, recaptchaSiteKey: null }),
      '/auth/register': () => {
        if (down) throw new TypeError('Failed to fetch');
        return reply(409, { success: false, message: M.usernameTaken, field: 'username' });
      },
    });
    page('/registrieren', <RegisterPage />);
    fill();
    fireEvent.click(screen.getByRole('checkbox'));
    submit('Registrieren');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.usernameTaken));
    expect(screen.getByLabelText('Nutzername').getAttribute('aria-invalid')).toBe('true');
    down = true;
    submit('Registrieren');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Netzwerkfehler'));
  });
});

describe('login page', () => {
  it('signs in, stores the token and leads home', async () => {
    const api = fakeApi({
      '/api/config': () => ({ success: true, recaptchaSiteKey: null }),
      '/auth/login': () => ({ success: true, token: 't0ken', username: 'Bello' }),
      '/api/user-from-token': () => ({
        success: true,
        user: { _id: 'u1', username: 'Bello', email: 'b@x.de' },
      }),
    });
    page('/login', <LoginPage />);
    type('Nutzername oder E-Mail Adresse', 'bello@example.org');
    type('Passwort', 'geheim');
    submit('Einloggen');
    await waitFor(() => expect(here()).toBe('/'));
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('"t0ken"');
    expect(api.calls.find((c) => c.url === '/auth/login')?.body).toEqual({
      username: 'bello@example.org',
      password: 'geheim',
    });
  });

  it('leads home after signing in on the guarded login route, and sends who arrives signed in to the profile', async () => {
    fakeApi({
      '/api/config': () => ({ success: true, recaptchaSiteKey: null }),
      '/auth/login': () => ({ success: true, token: 't0ken' }),
      '/api/user-from-token': () => ({
        success: true,
        user: { _id: 'u1', username: 'Bello', email: 'b@x.de' },
      }),
    });
    const guarded = page(
      '/login',
      <VisitorsOnly>
        <LoginPage />
      </VisitorsOnly>,
    );
    type('Nutzername oder E-Mail Adresse', 'Bello');
    type('Passwort', 'geheim');
    submit('Einloggen');
    await waitFor(() => expect(here()).toBe('/'));
    // Still '/' once the session has settled: the guard does not send a fresh sign-in on.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(here()).toBe('/');
    guarded.unmount();

    page(
      '/login',
      <VisitorsOnly>
        <LoginPage />
      </VisitorsOnly>,
    );
    await waitFor(() => expect(here()).toBe('/profil'));
  });

  it('offers a new verification link to an unverified account', async () => {
    const api = fakeApi({
      '/api/config': () => ({ success: true, recaptchaSiteKey: null }),
      '/auth/login': () => reply(403, { success: false, reason: 'not_verified', message: M.notVerified }),
      '/auth/send-verify-link': () => ({ success: true, message: M.verifyLinkSent }),
    });
    page('/login', <LoginPage />);
    type('Nutzername oder E-Mail Adresse', 'Bello');
    type('Passwort', 'geheim');
    submit('Einloggen');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.notVerified));
    submit('Bestätigungslink erneut senden');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(M.verifyLinkSent));
    expect(api.calls.find((c) => c.url === '/auth/send-verify-link')?.body).toEqual({ username: 'Bello' });
    expect(screen.queryByRole('button', { name: 'Bestätigungslink erneut senden' })).toBeNull();
  });

  it('links to forgot password, register and the b2b area in a new tab', () => {
    fakeApi({});
    page('/login', <LoginPage />);
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe(
      '/passwort-vergessen',
    );
    expect(screen.getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe('/registrieren');
    const b2b = screen.getByRole('link', { name: 'Händler-Login (B2B)' });
    expect([b2b.getAttribute('href'), b2b.getAttribute('target')]).toEqual(['/b2b', '_blank']);
  });

  it('says when the captcha widget fails instead of sending', async () => {
    const api = fakeApi({ '/api/config': () => ({ success: true, recaptchaSiteKey: 'key' }) });
    vi.stubGlobal('grecaptcha', {
      ready: (callback: () => void) => callback(),
      render: (_el: HTMLElement, options: { 'error-callback'(): void }) => {
        queueMicrotask(() => undefined);
        (globalThis as { failWidget?: () => void }).failWidget = options['error-callback'];
        return 1;
      },
      reset: () => undefined,
      execute: () => (globalThis as { failWidget?: () => void }).failWidget?.(),
    });
    page('/login', <LoginPage />);
    type('Nutzername oder E-Mail Adresse', 'Bello');
    type('Passwort', 'geheim');
    submit('Einloggen');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.captchaWidgetError));
    expect(api.calls.some((c) => c.url === '/auth/login')).toBe(false);
  });
});

describe('verification page', () => {
  it('confirms with the token of the link, then leads to the login', async () => {
    const api = fakeApi({ '/auth/verify-email': () => ({ success: true, message: 'Email verifiziert!' }) });
    page('/verifizieren?token=abcdefghijk', <VerifyPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Email verifiziert!' });
    expect(api.calls[0]?.body).toEqual({ token: 'abcdefghijk' });
    fireEvent.click(await screen.findByRole('button', { name: 'Zum Login' }));
    expect(dialog).toBeTruthy();
    expect(here()).toBe('/login');
  });

  it('shows the error popup and leads home when the link fails or has no token', async () => {
    fakeApi({ '/auth/verify-email': () => reply(400, { success: false, message: M.verifyFailed }) });
    const { unmount } = page('/verifizieren?token=abcdefghijk', <VerifyPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(M.verifyFailed);
    unmount();
    page('/verifizieren', <VerifyPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Der Link scheint nicht zu funktionieren.');
    fireEvent.click(screen.getByRole('button', { name: 'Zur Startseite' }));
    expect(here()).toBe('/');
  });
});

describe('e-mail change link pages', () => {
  const ANNA = { _id: 'u2', username: 'Anna', email: 'anna@example.org', status: 'active' };
  /** Who this browser is signed in as, by address, as the profile would show it. */
  function Account() {
    const { signedIn, user } = useSession();
    return <output aria-label="Konto">{signedIn ? (user?.email ?? '…') : 'abgemeldet'}</output>;
  }
  const open = (url: string, action: 'confirm' | 'cancel') => {
    window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0ken'));
    page(
      url,
      <>
        <EmailChangePage action={action} />
        <Account />
      </>,
    );
  };
  const account = () => screen.getByLabelText('Konto').textContent;
  const message = async () => within(await screen.findByRole('dialog')).getByRole('status').textContent;

  it('shows the confirmed address of the signed-in user as the server has it', async () => {
    let email = ANNA.email;
    const api = fakeApi({
      '/api/user-from-token': () => ({ success: true, user: { ...ANNA, email } }),
      '/auth/confirm-email': () => {
        email = 'neu@example.org';
        return { success: true, message: M.emailChanged, email };
      },
    });
    open('/email-bestaetigen?token=abcdefghijk', 'confirm');
    expect(await message()).toBe(M.emailChanged);
    await waitFor(() => expect(account()).toBe('neu@example.org'));
    expect(api.calls.find((c) => c.url === '/auth/confirm-email')?.body).toEqual({ token: 'abcdefghijk' });
  });

  it('leaves another signed-in account as it is when the link belongs to someone else', async () => {
    const api = fakeApi({
      '/api/user-from-token': () => ({ success: true, user: ANNA }),
      '/auth/confirm-email': () => ({ success: true, message: M.emailChanged, email: 'fremd@example.org' }),
      '/auth/cancel-email-change': () => ({
        success: true,
        message: 'zurückgenommen',
        email: 'alt@example.org',
        signedOut: true,
      }),
    });
    open('/email-bestaetigen?token=abcdefghijk', 'confirm');
    await message();
    await waitFor(() => expect(api.calls.filter((c) => c.url === '/api/user-from-token')).toHaveLength(2));
    expect(account()).toBe(ANNA.email);
    cleanup();
    open('/email-aenderung-abbrechen?token=abcdefghijk', 'cancel');
    await message();
    await waitFor(() => expect(api.calls.filter((c) => c.url === '/api/user-from-token')).toHaveLength(4));
    expect(account()).toBe(ANNA.email);
  });

  it('signs out here when taking a confirmed change back ended this account’s sessions', async () => {
    let sessions = true;
    fakeApi({
      '/api/user-from-token': () =>
        sessions ? { success: true, user: ANNA } : reply(401, { success: false, message: 'abgemeldet' }),
      '/auth/cancel-email-change': () => {
        sessions = false;
        return { success: true, message: 'zurückgenommen', email: ANNA.email, signedOut: true };
      },
    });
    open('/email-aenderung-abbrechen?token=abcdefghijk', 'cancel');
    expect(await message()).toBe('zurückgenommen');
    await waitFor(() => expect(account()).toBe('abgemeldet'));
    fireEvent.click(screen.getByRole('button', { name: 'Zum Login' }));
    expect(here()).toBe('/login');
  });
});

describe('password pages', () => {
  it('requests a reset link and shows the neutral answer', async () => {
    fakeApi({
      '/api/config': () => ({ success: true, recaptchaSiteKey: null }),
      '/auth/create-reset-password-link': () => ({ success: true, message: M.resetLinkSent }),
    });
    page('/passwort-vergessen', <ForgotPasswordPage />);
    submit('Link anfordern');
    expect(screen.getByRole('alert').textContent).toBe('Bitte gib deine E-Mail Adresse ein.');
    type('E-Mail Adresse', 'x@example.org');
    submit('Link anfordern');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(M.resetLinkSent));
  });

  it('refuses a token shorter than 10 characters and a mismatch, then sets the password and leads to the login', async () => {
    const api = fakeApi({ '/auth/reset-password': () => ({ success: true, message: M.passwordReset }) });
    const { unmount } = page('/passwort-zuruecksetzen?token=kurz', <ResetPasswordPage />);
    type('Neues Passwort', 'neu12345');
    type('Neues Passwort bestätigen', 'neu12345');
    submit('Passwort speichern');
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte fordern Sie einen neuen Link zum Zurücksetzen des Passworts an.',
    );
    unmount();
    page('/passwort-zuruecksetzen?token=0123456789abc', <ResetPasswordPage />);
    type('Neues Passwort', 'neu12345');
    type('Neues Passwort bestätigen', 'neu12346');
    submit('Passwort speichern');
    expect(screen.getByRole('alert').textContent).toBe('Die Passwörter sind nicht identisch.');
    expect(api.calls).toEqual([]);
    type('Neues Passwort bestätigen', 'neu12345');
    await act(async () => submit('Passwort speichern'));
    await waitFor(() => expect(here()).toBe('/login'));
    expect(api.calls[0]?.body).toEqual({
      newPassword: 'neu12345',
      newPasswordConfirm: 'neu12345',
      token: '0123456789abc',
    });
  });
});
