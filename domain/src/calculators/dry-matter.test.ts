import { describe, expect, it } from 'vitest';
import { customProduct, readAnalysis, tableProductName } from './dry-matter';

describe('dry matter of a custom product', () => {
  it('divides each share by the dry matter (100 - moisture)', () => {
    // Wet food: NfE = 100 - 10 - 5 - 0,5 - 2 - 80 = 2,5; TM = 100 - 80 = 20
    // in TM: protein 10 / 20 x 100 = 50; fat 5 / 20 = 25; fibre 0,5 / 20 = 2,5; ash 2 / 20 = 10; NfE 2,5 / 20 = 12,5
    expect(customProduct('Nassfutter', { proteins: 10, fats: 5, fibers: 0.5, ash: 2, moisture: 80 })).toEqual(
      {
        name: 'Nassfutter',
        proteins: 10,
        fats: 5,
        fibers: 0.5,
        ash: 2,
        moisture: 80,
        nfe: 2.5,
        tm: 20,
        tmProteins: 50,
        tmFats: 25,
        tmFibers: 2.5,
        tmAsh: 10,
        tmNfe: 12.5,
      },
    );
  });

  it('rounds the shares in dry matter to 2 decimals', () => {
    // Dry food: NfE = 100 - 26 - 15 - 3 - 7 - 10 = 39; TM = 90
    // 26 / 90 = 28,888 -> 28,89; 15 / 90 = 16,666 -> 16,67; 3 / 90 = 3,333 -> 3,33; 7 / 90 = 7,777 -> 7,78;
    // 39 / 90 = 43,333 -> 43,33
    expect(customProduct('', { proteins: 26, fats: 15, fibers: 3, ash: 7, moisture: 10 })).toMatchObject({
      nfe: 39,
      tm: 90,
      tmProteins: 28.89,
      tmFats: 16.67,
      tmFibers: 3.33,
      tmAsh: 7.78,
      tmNfe: 43.33,
    });
  });
});

describe('the custom product form', () => {
  const filled = { proteins: '10,5', fats: '5', fibers: '0.5', ash: '2', moisture: '80' };

  it('reads the five fields with a decimal comma or point', () => {
    expect(readAnalysis(filled)).toEqual({ proteins: 10.5, fats: 5, fibers: 0.5, ash: 2, moisture: 80 });
  });

  it('refuses an empty or wrong field, a sum above 100 and a food without dry matter', () => {
    expect(readAnalysis({ ...filled, ash: '' })).toBeNull();
    expect(readAnalysis({ ...filled, fats: 'viel' })).toBeNull();
    expect(readAnalysis({ ...filled, fats: '-5' })).toBeNull();
    // 10,5 + 5 + 0,5 + 2 + 82,01 = 100,01
    expect(readAnalysis({ ...filled, moisture: '82,01' })).toBeNull();
    // 10,5 + 5 + 0,5 + 2 + 82 = 100 exactly is still a food
    expect(readAnalysis({ ...filled, moisture: '82' })).not.toBeNull();
    expect(readAnalysis({ proteins: '0', fats: '0', fibers: '0', ash: '0', moisture: '100' })).toBeNull();
  });

  it('names untitled products Produkt 1, 2, ... without repeating a name in the table', () => {
    expect(tableProductName('', [])).toBe('Produkt 1');
    expect(tableProductName('  ', ['Produkt 1', 'Mein Futter'])).toBe('Produkt 3');
    // Produkt 1 was removed: the next one is not a second 'Produkt 2'.
    expect(tableProductName('', ['Produkt 2'])).toBe('Produkt 3');
  });

  it('keeps a title, numbering it when the table has it already', () => {
    expect(tableProductName(' Huhn pur ', [])).toBe('Huhn pur');
    expect(tableProductName('Huhn pur', ['Huhn pur', 'Huhn pur (2)'])).toBe('Huhn pur (3)');
  });
});
