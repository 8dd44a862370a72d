import { describe, expect, it } from 'vitest';
import { foreignLinkMessage, isOnShopDomain, shopDomain, shopDomains } from './shop-domain';

const shop = { url: 'https://www.napfladen.example/', linkDomains: ['napf-cdn.example'] };

describe('the domains a merchant’s offers may link to', () => {
  it('takes the shop’s host without www. and the domains the operator allows', () => {
    expect(shopDomains(shop)).toEqual(['napfladen.example', 'napf-cdn.example']);
    expect(shopDomain(' https://WWW.Shop.Example/pfad ')).toBe('shop.example');
    expect(shopDomain('shop.example')).toBe('shop.example');
    for (const text of ['', 'localhost', 'https://', 'shop .example', 'shop.example.'])
      expect(shopDomain(text), text).toBeNull();
  });

  it('lets links to those domains and their subdomains through, no other', () => {
    for (const link of [
      'https://napfladen.example/dose',
      'https://www.napfladen.example/dose',
      'http://angebote.napfladen.example/x',
      'https://napf-cdn.example/y',
    ])
      expect(isOnShopDomain(link, shop), link).toBe(true);
    for (const link of [
      'https://phish.example/login',
      'https://napfladen.example.phish.example/',
      'https://fakenapfladen.example/',
      'https://napfladen.example@phish.example/',
      'kein link',
    ])
      expect(isOnShopDomain(link, shop), link).toBe(false);
    expect(foreignLinkMessage('https://phish.example/login', shop)).toBe(
      'Der Link führt auf phish.example, nicht auf die Domain des Shops (napfladen.example, napf-cdn.example).',
    );
  });
});
