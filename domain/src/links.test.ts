import { describe, expect, it } from 'vitest';
import { followableLink } from './links';

const path = { allowPath: true };
const web = { allowPath: false };

describe('followableLink', () => {
  it('keeps portal paths and http(s) addresses, as the browser resolves them', () => {
    expect(followableLink('/tipp-der-woche?x=1#a', path)).toBe('/tipp-der-woche?x=1#a');
    expect(followableLink(' /rechner ', path)).toBe('/rechner');
    expect(followableLink('/a/../../b', path)).toBe('/b');
    expect(followableLink('https://example.org/x', web)).toBe('https://example.org/x');
    expect(followableLink('HTTPS://Example.org', web)).toBe('https://example.org/');
    // A browser reads 'https:shop.example' as an address of that host: still a web page.
    expect(followableLink('https:shop.example', web)).toBe('https://shop.example/');
  });

  it.each([
    // A tab, a newline or a backslash turns the path into '//host': another site.
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r\n/evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '//evil.example',
    '/..//evil.example',
    // Not web pages.
    'javascript:alert(1)',
    ' java\tscript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://x.example',
    'http://',
    // Credentials in front of the host mislead the reader.
    'https://futterkompass.de@evil.example/',
    // Relative to the page it stands on, so its target depends on that page.
    'rechner',
    '?x=1',
    '#oben',
    '',
  ])('refuses %j', (text) => {
    expect(followableLink(text, path)).toBeNull();
    expect(followableLink(text, web)).toBeNull();
  });

  it('refuses portal paths where only web addresses are allowed', () => {
    expect(followableLink('/produkte', web)).toBeNull();
  });
});
