import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { fakeApi } from '../testing/fake-api';
import { renderAt } from '../testing/render';
import { useSession } from './session';

function Who() {
  const { signedIn, user } = useSession();
  return <p>{signedIn ? `angemeldet: ${user?.username ?? '…'}` : 'abgemeldet'}</p>;
}

const ANNA = { _id: 'u1', username: 'Anna', email: 'anna@example.org' };

/** Signed in with a stored token; the user call fails `failures` times, then answers. */
function signedInWith(failures: number) {
  window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0ken'));
  let failed = 0;
  const api = fakeApi({
    '/api/user-from-token': () => {
      if (failed++ < failures) throw new TypeError('NetworkError when attempting to fetch resource.');
      return { success: true, user: ANNA };
    },
  });
  renderAt('/', <Who />);
  return api;
}

const userCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.url === '/api/user-from-token').length;

describe('session', () => {
  it('keeps the token when the user call is cut off once (Firefox leaving the page) and asks again', async () => {
    const api = signedInWith(1);
    await screen.findByText('angemeldet: Anna');
    expect(userCalls(api)).toBe(2);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('"t0ken"');
  });

  it('signs out silently when the user call gets no answer twice', async () => {
    const api = signedInWith(2);
    await screen.findByText('abgemeldet');
    expect(userCalls(api)).toBe(2);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('signs out at once when the server refuses the token', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0ken'));
    const api = fakeApi({ '/api/user-from-token': () => ({ success: false }) });
    renderAt('/', <Who />);
    await screen.findByText('abgemeldet');
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
    expect(userCalls(api)).toBe(1);
  });
});
