import { ALERT_BAR_CLOSED_COOKIE, alertBarDigest, PAGE_DATA } from '@futterkompass/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { objectPageData } from '../page-data';
import { RenderProvider } from '../render-context';
import { STORAGE_KEYS } from '../storage';
import { fakeApi } from '../testing/fake-api';
import { elapse, useFakeTime } from '../testing/fake-time';
import { renderAt } from '../testing/render';
import { takeOverServerMarkup } from '../testing/take-over';
import { AlertBar } from './AlertBar';
import { CompareBar, CompareHeaderLink } from './CompareBar';
import { SOCIAL_POPUP_DELAY_MS, SOCIAL_POPUP_SUPPRESS_MS, SocialPopup } from './SocialPopup';

describe('alert bar', () => {
  useFakeTime();

  it('shows text, button and colour, and closes', async () => {
    fakeApi({
      '/api/alert-bar': () => ({
        success: true,
        abData: { text: 'Rückruf!', link: '/tipp-der-woche', buttonText: 'Mehr', color: 'C62828' },
      }),
    });
    renderAt('/', <AlertBar />);
    await elapse(0);
    const bar = screen.getByRole('region', { name: 'Hinweis' });
    expect(bar.textContent).toContain('Rückruf!');
    expect(screen.getByRole('link', { name: 'Mehr' }).getAttribute('href')).toBe('/tipp-der-woche');
    expect((bar as HTMLElement).style.backgroundColor).toMatch(/#c62828|rgb\(198, 40, 40\)/i);
    fireEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByRole('region', { name: 'Hinweis' })).toBeNull();
  });

  it('remembers the closed notice in a cookie the server reads: its digest, for a year, on every path', async () => {
    const cookies: string[] = [];
    const cookie = vi
      .spyOn(document, 'cookie', 'set')
      .mockImplementation((value) => void cookies.push(value));
    fakeApi({
      '/api/alert-bar': () => ({
        success: true,
        abData: { text: 'Rückruf!', link: '', buttonText: '', color: '' },
      }),
    });
    renderAt('/', <AlertBar />);
    await elapse(0);
    fireEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    cookie.mockRestore();
    expect(cookies).toEqual([
      `${ALERT_BAR_CLOSED_COOKIE}=${alertBarDigest('Rückruf!')}; Max-Age=31536000; Path=/; SameSite=Lax`,
    ]);
  });

  /** The server's page with its notice (closed or not, as its cookie said), taken over. */
  async function takeOverWithNotice(closed: boolean) {
    const notice = { text: 'Aus der Seite', link: '', buttonText: '', color: '', closed };
    const meta = document.createElement('meta');
    meta.name = 'futterkompass-alert-bar';
    meta.content = JSON.stringify(notice);
    document.head.append(meta);
    const page = await takeOverServerMarkup(
      <RenderProvider serverMarkup pageData={objectPageData({ [PAGE_DATA.alertBar]: notice })}>
        <MemoryRouter>
          <AlertBar />
        </MemoryRouter>
      </RenderProvider>,
      <RenderProvider serverMarkup>
        <MemoryRouter>
          <AlertBar />
        </MemoryRouter>
      </RenderProvider>,
    );
    const done = () => {
      meta.remove();
      page.remove();
    };
    return { ...page, done };
  }

  it('takes over the server’s page without the notice it left out as closed, reading the cookie only after', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as the app writes it (alert-bar-cookie.ts)
    document.cookie = `${ALERT_BAR_CLOSED_COOKIE}=${alertBarDigest('Aus der Seite')}; Path=/`;
    const cookieRead = vi.spyOn(document, 'cookie', 'get');
    const page = await takeOverWithNotice(true);
    try {
      expect(page.mismatches).toEqual([]);
      // The server's markup for a closed notice: nothing.
      expect(page.container.innerHTML).toBe('');
      // A synchronous call to the browser process: not while the page is taken over.
      expect(cookieRead).not.toHaveBeenCalled();
      await elapse(0);
      expect(cookieRead).toHaveBeenCalled();
      expect(page.container.innerHTML).toBe('');
    } finally {
      cookieRead.mockRestore();
      page.done();
    }
  });

  it('hides a notice closed after the browser cached the page, once the cookie is read', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as the app writes it (alert-bar-cookie.ts)
    document.cookie = `${ALERT_BAR_CLOSED_COOKIE}=${alertBarDigest('Aus der Seite')}; Path=/`;
    const page = await takeOverWithNotice(false);
    try {
      expect(page.mismatches).toEqual([]);
      expect(page.container.textContent).toContain('Aus der Seite');
      await elapse(0);
      expect(page.container.innerHTML).toBe('');
    } finally {
      page.done();
    }
  });

  it('stays closed for the same text after a reload, and shows a new text again', async () => {
    let text = 'Rückruf!';
    fakeApi({
      '/api/alert-bar': () => ({ success: true, abData: { text, link: '', buttonText: '', color: '' } }),
    });
    const first = renderAt('/', <AlertBar />);
    await elapse(0);
    fireEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    first.unmount();
    const again = renderAt('/', <AlertBar />);
    await elapse(0);
    expect(screen.queryByRole('region', { name: 'Hinweis' })).toBeNull();
    again.unmount();
    text = 'Neuer Tipp';
    renderAt('/', <AlertBar />);
    await elapse(0);
    expect(screen.getByRole('region', { name: 'Hinweis' }).textContent).toContain('Neuer Tipp');
  });

  it('paints at once from the data the server put into the page, without asking the API', () => {
    const api = fakeApi({});
    const meta = document.createElement('meta');
    meta.name = 'futterkompass-alert-bar';
    meta.content = JSON.stringify({ text: 'Aus der Seite', link: '', buttonText: '', color: '8B0000' });
    document.head.append(meta);
    try {
      renderAt('/', <AlertBar />);
      const bar = screen.getByRole('region', { name: 'Hinweis' });
      expect(bar.textContent).toContain('Aus der Seite');
      // A dark red background gets white text (contrast).
      expect((bar as HTMLElement).style.color).toMatch(/#ffffff|rgb\(255, 255, 255\)/i);
      expect(api.calls).toEqual([]);
    } finally {
      meta.remove();
    }
  });

  it('uses the default colour 55AD59 and stays hidden without text or on errors', async () => {
    fakeApi({
      '/api/alert-bar': () => ({
        success: true,
        abData: { text: 'Hallo', link: '', buttonText: '', color: 'zzz' },
      }),
    });
    const { unmount } = renderAt('/', <AlertBar />);
    await elapse(0);
    const bar = screen.getByRole('region', { name: 'Hinweis' });
    expect((bar as HTMLElement).style.backgroundColor).toMatch(/#55ad59|rgb\(85, 173, 89\)/i);
    unmount();
    const api = fakeApi({
      '/api/alert-bar': () => ({
        success: true,
        abData: { text: '', link: '', buttonText: '', color: '55AD59' },
      }),
    });
    renderAt('/', <AlertBar />);
    await elapse(0);
    expect(api.calls).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Hinweis' })).toBeNull();
  });
});

describe('social pop-up', () => {
  useFakeTime();

  it('appears after 15 s and records its dismissal', async () => {
    renderAt('/', <SocialPopup />);
    await elapse(SOCIAL_POPUP_DELAY_MS - 10);
    expect(screen.queryByRole('region', { name: 'Folge Futterkompass' })).toBeNull();
    await elapse(10);
    const toast = screen.getByRole('region', { name: 'Folge Futterkompass' });
    // Not a modal: the focus stays where it was.
    expect(toast.contains(document.activeElement)).toBe(false);
    // Its links are a navigation of their own name, not a second 'Soziale Medien' beside the top bar's.
    expect(within(toast).getByRole('navigation').getAttribute('aria-label')).toBe('Futterkompass folgen');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    const stored = Number(window.localStorage.getItem(STORAGE_KEYS.socialPopupDismissed));
    expect(Date.now() - stored).toBeLessThan(1000);
  });

  it('stays away for 12 hours after a dismissal', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.socialPopupDismissed,
      String(Date.now() - SOCIAL_POPUP_SUPPRESS_MS + 60_000),
    );
    renderAt('/', <SocialPopup />);
    await elapse(SOCIAL_POPUP_DELAY_MS * 2);
    expect(screen.queryByRole('region', { name: 'Folge Futterkompass' })).toBeNull();
  });

  it.each(['/b2b', '/produkt-eintragen', '/produkt-bearbeiten/x', '/feed-zuordnung', '/bewertungsmeldungen'])(
    'never shows on the working page %s',
    async (path) => {
      renderAt(path, <SocialPopup />);
      await elapse(SOCIAL_POPUP_DELAY_MS * 2);
      expect(screen.queryByRole('region', { name: 'Folge Futterkompass' })).toBeNull();
    },
  );
});

describe('compare bar', () => {
  it('shows the count and the way to the comparison, but not on the compare page', () => {
    window.localStorage.setItem(STORAGE_KEYS.compareList, JSON.stringify(['a', 'b', 'c']));
    const shown = renderAt(
      '/produkte',
      <>
        <CompareHeaderLink />
        <CompareBar />
      </>,
    );
    const bar = screen.getByRole('complementary', { name: 'Vergleichsliste' });
    expect(bar.textContent).toBe('3 Produkte im VergleichVergleichen');
    expect(within(bar).getByRole('link', { name: 'Vergleichen' }).getAttribute('href')).toBe(
      '/vergleichsliste',
    );
    expect(screen.getByRole('link', { name: 'Vergleichsliste, 3 Produkte' })).toBeTruthy();
    shown.unmount();
    renderAt('/vergleichsliste', <CompareBar />);
    expect(screen.queryByRole('complementary', { name: 'Vergleichsliste' })).toBeNull();
  });

  it('is not there while the list is empty', () => {
    window.localStorage.removeItem(STORAGE_KEYS.compareList);
    renderAt(
      '/produkte',
      <>
        <CompareHeaderLink />
        <CompareBar />
      </>,
    );
    expect(screen.queryByRole('complementary', { name: 'Vergleichsliste' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Vergleichsliste/ })).toBeNull();
  });
});
