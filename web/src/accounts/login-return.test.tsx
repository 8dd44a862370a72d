import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { useAfterLogin } from './login-return';
import { PENDING_TTL_MS, type PendingRecord } from './pending-action';

function Where() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function Login({ username }: { username: string }) {
  const afterLogin = useAfterLogin();
  return (
    <button type="button" onClick={() => afterLogin(username)}>
      eingeloggt
    </button>
  );
}

const record = (patch: Record<string, unknown> = {}) =>
  ({
    kind: 'price-alert',
    productId: 'p1',
    data: { target: '2,75' },
    returnTo: '/produkte/x?shipping=1#preisalarm',
    createdAt: Date.now() - 1000,
    ...patch,
  }) as PendingRecord;

const storedRecord = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingAction) ?? 'null');

/** Logs in as `username` with `stored` in the browser; the address the login led to. */
const signInWith = (stored: unknown, username = 'anna') => {
  if (stored !== undefined) localStorage.setItem(STORAGE_KEYS.pendingAction, JSON.stringify(stored));
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<Login username={username} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'eingeloggt' }));
  return screen.getByRole('paragraph').textContent;
};

afterEach(() => localStorage.clear());

describe('back from the login', () => {
  it('returns to the page of the started action and binds the action to the user', () => {
    expect(signInWith(record())).toBe('/produkte/x?shipping=1#preisalarm');
    expect(storedRecord()).toEqual({ ...record(), createdAt: storedRecord().createdAt, username: 'anna' });
  });

  it('returns the user who registered to their action', () => {
    expect(signInWith(record({ username: 'Anna' }), 'anna')).toBe('/produkte/x?shipping=1#preisalarm');
  });

  it('goes home with nothing started, and leaves another user’s action alone', () => {
    expect(signInWith(undefined)).toBe('/');
    localStorage.clear();
    document.body.innerHTML = '';
    expect(signInWith(record({ username: 'ben' }))).toBe('/');
    expect(storedRecord().username).toBe('ben');
  });

  it.each([
    ['an expired action', record({ createdAt: Date.now() - PENDING_TTL_MS - 60_000 })],
    ['a foreign address', record({ returnTo: '//evil.example/x' })],
    ['an absolute address', record({ returnTo: 'https://evil.example' })],
    ['a backslash address', record({ returnTo: '/\\evil' })],
    ['damaged data', { kind: 'price-alert', returnTo: '/produkte/x' }],
  ])('goes home with %s', (_, stored) => {
    expect(signInWith(stored)).toBe('/');
  });
});
