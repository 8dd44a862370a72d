import { describe, expect, it } from 'vitest';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  throttled,
  unauthorized,
  unavailable,
} from '../service-errors';
import { HttpError, mapError } from './errors';

describe('errors by kind', () => {
  it('become their status in one place, with the German message and the extra fields', () => {
    expect(
      [
        invalid('Bitte gib eine E-Mail-Adresse ein.', { field: 'email' }),
        unauthorized('Bitte melde dich an.'),
        forbidden('Dein Konto ist gesperrt.', { reason: 'blocked' }),
        notFound('Kein Produkt gefunden.'),
        conflict('Der Name ist schon vergeben.'),
        unavailable('Gerade beschäftigt, bitte gleich noch einmal.'),
      ].map((error) => {
        const { status, message, body } = mapError(error);
        return [status, message, body];
      }),
    ).toEqual([
      [400, 'Bitte gib eine E-Mail-Adresse ein.', { field: 'email' }],
      [401, 'Bitte melde dich an.', {}],
      [403, 'Dein Konto ist gesperrt.', { reason: 'blocked' }],
      [404, 'Kein Produkt gefunden.', {}],
      [409, 'Der Name ist schon vergeben.', {}],
      [503, 'Gerade beschäftigt, bitte gleich noch einmal.', {}],
    ]);
  });

  it('tell a throttled caller how long to wait, as status 429 with Retry-After', () => {
    expect(mapError(throttled('Bitte warte 8 Sekunden.', 8))).toEqual({
      status: 429,
      message: 'Bitte warte 8 Sekunden.',
      body: { reason: 'throttled' },
      headers: { 'Retry-After': '8' },
    });
  });

  it('leave what only HTTP knows (a method, a size, a rate) to HttpError', () => {
    const tooMany = new HttpError(429, 'Zu viele Anfragen.', {}, { 'Retry-After': '30' });
    expect(mapError(tooMany)).toMatchObject({ status: 429, headers: { 'Retry-After': '30' } });
  });
});
