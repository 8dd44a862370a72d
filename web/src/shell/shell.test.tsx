import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { fakeApi } from '../testing/fake-api';
import { elapse, useFakeTime } from '../testing/fake-time';
import { renderAt } from '../testing/render';
import { AlertBar } from './AlertBar';
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
    expect(screen.queryByRole('dialog')).toBeNull();
    await elapse(10);
    expect(screen.getByRole('dialog', { name: 'Folge Futterkompass' })).toBeTruthy();
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
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
