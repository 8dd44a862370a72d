import { describe, expect, it } from 'vitest';
import { isAppNavigation } from './sw-navigation';

const navigation = (path: string) =>
  isAppNavigation({ request: { mode: 'navigate' }, url: new URL(path, 'https://futterkompass.example') });

describe('the service worker’s routes', () => {
  it('leaves a shop button’s /weiter/… to the browser, so that its 302 reaches the server', () => {
    expect(navigation('/weiter/0123456789abcdef01234567?from=%2Fprodukte')).toBe(false);
    // Every other navigation keeps the app shell for when there is no network.
    expect(navigation('/produkte/waldhof-huhn')).toBe(true);
    expect(navigation('/weiterbildung')).toBe(true);
  });
});
