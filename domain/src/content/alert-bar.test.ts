import { describe, expect, it } from 'vitest';
import { alertBarDigest, checkAlertBar } from './alert-bar';

describe('the alert bar an operator sets', () => {
  it('takes text, link, button and a colour with or without #, stored upper case without #', () => {
    expect(
      checkAlertBar({ text: ' Neu: Rechner ', link: '/rechner', buttonText: 'Ansehen', color: '#55ad59' }),
    ).toEqual({ bar: { text: 'Neu: Rechner', link: '/rechner', buttonText: 'Ansehen', color: '55AD59' } });
    expect(checkAlertBar({ text: 'Nur Text' })).toEqual({
      bar: { text: 'Nur Text', link: '', buttonText: '', color: '55AD59' },
    });
    expect(checkAlertBar({ text: 'Extern', link: 'https://example.org/x', buttonText: 'Los' })).toMatchObject(
      {
        bar: { link: 'https://example.org/x' },
      },
    );
  });

  it('refuses a bad colour, naming it', () => {
    for (const color of ['55AD5', 'GGGGGG', '#55AD591', 'grün'])
      expect(checkAlertBar({ text: 'x', color })).toEqual({
        error: `Die Farbe „${color}“ ist kein Hex-Farbwert mit sechs Stellen (z. B. 55AD59).`,
      });
  });

  it('refuses empty text, a link without button text and a link the web app cannot follow', () => {
    expect(checkAlertBar({ text: '  ' })).toEqual({
      error: 'Der Text der Hinweisleiste darf nicht leer sein.',
    });
    expect(checkAlertBar({ text: 'x', link: '/a' })).toHaveProperty('error');
    expect(checkAlertBar({ text: 'x', buttonText: 'Los' })).toHaveProperty('error');
    for (const link of ['javascript:alert(1)', '//evil.example', 'ftp://x', 'rechner'])
      expect(checkAlertBar({ text: 'x', link, buttonText: 'Los' })).toEqual({
        error: 'Der Link muss mit / beginnen (Seite des Portals) oder eine http(s)-Adresse sein.',
      });
    expect(checkAlertBar({ text: 'x'.repeat(301) })).toHaveProperty('error');
  });
});

describe('alertBarDigest', () => {
  it('is FNV-1a of the UTF-8 text as 8 hex digits', () => {
    // The algorithm's published test values.
    expect(alertBarDigest('')).toBe('811c9dc5');
    expect(alertBarDigest('a')).toBe('e40c292c');
    expect(alertBarDigest('foobar')).toBe('bf9cf968');
  });

  it('tells notices apart, umlauts included', () => {
    const texts = [
      'Neu: unser Tipp der Woche zur Trockenmasse.',
      'Neu: unser Tipp der Woche zur Trockenmasse!',
      'Rückruf',
      'Ruckruf',
    ];
    expect(new Set(texts.map(alertBarDigest)).size).toBe(texts.length);
    expect(alertBarDigest('Rückruf')).toMatch(/^[0-9a-f]{8}$/);
  });
});
