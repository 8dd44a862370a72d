import { SORT_OPTIONS, TRANSPARENCY_LINKS } from '@futterkompass/domain';
import { sortKeys } from '@futterkompass/search-config';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render';
import TransparencyPage from './TransparencyPage';

describe('the transparency page', () => {
  it('names every sort of the list with each of its criteria, in order', () => {
    renderAt('/transparenz', <TransparencyPage />);
    const terms = screen.getAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual(SORT_OPTIONS.values.map((s) => SORT_OPTIONS.label(s)));
    for (const [i, sort] of SORT_OPTIONS.values.entries()) {
      const [plain, delivered] = within(terms[i]?.nextElementSibling as HTMLElement).getAllByRole('list');
      expect(within(plain as HTMLElement).getAllByRole('listitem'), sort).toHaveLength(
        sortKeys(sort, 'excluded').length,
      );
      // The price sorts name their order with shipping included too; the others have one order.
      if (sort.startsWith('price_'))
        expect(within(delivered as HTMLElement).getAllByRole('listitem')[1]?.textContent).toMatch(
          /inkl\. Versand/,
        );
      else expect(delivered, sort).toBeUndefined();
    }
  });

  it('has the sections the list and the reviews link to, and says whether money buys a place', () => {
    renderAt('/transparenz', <TransparencyPage />);
    for (const link of Object.values(TRANSPARENCY_LINKS)) {
      const id = link.split('#')[1] as string;
      expect(document.getElementById(id)?.tagName, id).toBe('H2');
    }
    const money = screen.getByRole('heading', { name: /Zahlen Shops oder Hersteller/ });
    expect(money.nextElementSibling?.textContent).toMatch(/^Nein\./);
    expect(
      screen.getByRole('heading', { name: 'Wie wir Bewertungen prüfen' }).nextElementSibling?.textContent,
    ).toMatch(/nicht an einen Kauf gebunden/);
  });
});
