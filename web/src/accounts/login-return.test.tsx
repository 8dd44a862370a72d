import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type LoginState, useAfterLogin } from './login-return';

function Where() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
}

function Login() {
  const afterLogin = useAfterLogin();
  return (
    <button type="button" onClick={afterLogin}>
      eingeloggt
    </button>
  );
}

const signInWith = (state: LoginState | null) => {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <Routes>
        <Route path="/login" element={<Login />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'eingeloggt' }));
  return screen.getByRole('paragraph').textContent;
};

describe('back from the login', () => {
  it('returns to the page the visitor came from, with the action they started', () => {
    const pending = { kind: 'price-alert', productId: 'p1', target: '2,75' } as const;
    expect(signInWith({ returnTo: '/produkte/x?tab=2', pending })).toBe(
      `/produkte/x?tab=2 ${JSON.stringify({ pending })}`,
    );
  });

  it.each([
    null,
    { returnTo: '//evil.example/x' },
    { returnTo: 'https://evil.example' },
    { returnTo: '/\\evil' },
  ])('goes home without a return address of this site (%j)', (state) => {
    expect(signInWith(state as LoginState | null)).toBe('/ null');
  });
});
