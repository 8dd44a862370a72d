import { describe, expect, it } from 'vitest';
import nrc from './nrc2006-adult-maintenance.json' with { type: 'json' };
import { formatNeed, NRC_2006, type NutrientRow, nutrientNeeds } from './nutrient-needs';

const rowsOf = (needs: ReturnType<typeof nutrientNeeds>) => needs.groups.flatMap((g) => g.rows);
const row = (needs: ReturnType<typeof nutrientNeeds>, key: string) =>
  rowsOf(needs).find((r) => r.key === key) as NutrientRow;

describe('nutrient needs of a 10 kg dog', () => {
  // Metabolic weight 10^0,75 = 5,62341
  const dog = nutrientNeeds('dog', 10);

  it('has the four tables with the dog’s rows, in the order of the specification', () => {
    expect(dog.metabolicWeight).toBeCloseTo(5.62341, 5);
    expect(dog.groups.map((g) => g.title)).toEqual([
      'Grundnährstoffe',
      'Mineralstoffe',
      'Vitamine',
      'Aminosäuren',
    ]);
    expect(dog.groups[0]?.rows.map((r) => r.label)).toEqual([
      'Rohprotein',
      'Fett',
      'Linolsäure',
      'Alpha-Linolensäure',
      'EPA + DHA',
    ]);
    expect(dog.groups[1]?.rows).toHaveLength(12);
    expect(dog.groups[2]?.rows.map((r) => r.key)).not.toContain('vitH');
    expect(dog.groups[3]?.rows.map((r) => r.key)).not.toContain('taurine');
  });

  it('shows every allowance of the NRC data file, with its unit', () => {
    const rows = rowsOf(dog);
    expect(rows.map((r) => r.key).sort()).toEqual(Object.keys(nrc.dog).sort());
    for (const [key, entry] of Object.entries(nrc.dog) as [
      string,
      { value: number; unit: string; iu?: number },
    ][]) {
      const shown = row(dog, key);
      expect(shown.need).toBe(entry.iu ?? entry.value);
      expect(shown.unit).toBe(entry.iu ? 'IE' : entry.unit);
    }
  });

  it('multiplies by the metabolic weight per day and by 7 per week, rounded to 2 decimals', () => {
    // Protein 3,28 x 5,62341 = 18,4448 -> 18,44; week 7 x 18,4448 = 129,1136 -> 129,11
    expect(row(dog, 'protein')).toMatchObject({ unit: 'g', need: 3.28, daily: 18.44, weekly: 129.11 });
    // Iodine 29,6 x 5,62341 = 166,4530 -> 166,45; week 1165,1712 -> 1165,17
    expect(row(dog, 'iodine')).toMatchObject({ unit: 'µg', daily: 166.45, weekly: 1165.17 });
  });

  it('rounds alpha-linolenic acid and EPA + DHA to 3 decimals', () => {
    // 0,014 x 5,62341 = 0,078728 -> 0,079; week 0,551094 -> 0,551
    expect(row(dog, 'alphaLinolenicAcid')).toMatchObject({ daily: 0.079, weekly: 0.551, decimals: 3 });
    // 0,03 x 5,62341 = 0,168702 -> 0,169; week 1,180917 -> 1,181
    expect(row(dog, 'epaDha')).toMatchObject({ daily: 0.169, weekly: 1.181 });
  });

  it('gives vitamins A and D in IE, with the microgram equivalent', () => {
    // A: 167 IE x 5,62341 = 939,110 -> 939,11, week 6573,770 -> 6573,77;
    //    50 µg x 5,62341 = 281,1707 -> 281,17, week 1968,1946 -> 1968,19
    expect(row(dog, 'vitA')).toMatchObject({
      unit: 'IE',
      need: 167,
      daily: 939.11,
      weekly: 6573.77,
      micro: { need: 50, daily: 281.17, weekly: 1968.19 },
    });
    // D: 18 IE x 5,62341 = 101,2214 -> 101,22, week 708,550 -> 708,55;
    //    0,45 µg x 5,62341 = 2,53054 -> 2,53, week 17,7138 -> 17,71
    expect(row(dog, 'vitD')).toMatchObject({
      daily: 101.22,
      weekly: 708.55,
      micro: { need: 0.45, daily: 2.53, weekly: 17.71 },
    });
    expect(row(dog, 'vitE').micro).toBeUndefined();
  });
});

describe('nutrient needs of a 4 kg cat', () => {
  // Metabolic weight 4^0,67 = 2,53151
  const cat = nutrientNeeds('cat', 4);

  it('shows every allowance of the NRC data file, arachidonic acid, biotin and taurine included', () => {
    expect(cat.metabolicWeight).toBeCloseTo(2.53151, 5);
    expect(
      rowsOf(cat)
        .map((r) => r.key)
        .sort(),
    ).toEqual(Object.keys(nrc.cat).sort());
    expect(cat.groups[0]?.rows.map((r) => r.label)).toEqual([
      'Rohprotein',
      'Fett',
      'Linolsäure',
      'Arachidonsäure',
      'EPA + DHA',
    ]);
    for (const [key, entry] of Object.entries(nrc.cat) as [string, { value: number; iu?: number }][])
      expect(row(cat, key).need).toBe(entry.iu ?? entry.value);
  });

  it('computes the cat’s amounts with weight^0,67', () => {
    // Protein 4,96 x 2,53151 = 12,5563 -> 12,56; week 87,8941 -> 87,89
    expect(row(cat, 'protein')).toMatchObject({ daily: 12.56, weekly: 87.89 });
    // Arachidonic acid 0,0015 x 2,53151 = 0,0037973 -> 0,004; week 0,026581 -> 0,027
    expect(row(cat, 'arachidonicAcid')).toMatchObject({ need: 0.0015, daily: 0.004, weekly: 0.027 });
    // Taurine 9,9 mg x 2,53151 = 25,0620 -> 25,06; week 175,4339 -> 175,43
    expect(row(cat, 'taurine')).toMatchObject({ unit: 'mg', daily: 25.06, weekly: 175.43 });
    // Biotin 1,9 µg x 2,53151 = 4,80988 -> 4,81; week 33,6691 -> 33,67
    expect(row(cat, 'vitH')).toMatchObject({ unit: 'µg', daily: 4.81, weekly: 33.67 });
    // Vitamin A 24,7 µg x 2,53151 = 62,5284 -> 62,53
    expect(row(cat, 'vitA').micro?.daily).toBe(62.53);
  });
});

describe('missing allowances', () => {
  it('leave the row in place with no numbers, shown as FEHLER', () => {
    const needs = nutrientNeeds('dog', 10, {
      ...NRC_2006.dog,
      zinc: undefined,
      vitA: { value: 50, unit: 'µg' },
    });
    expect(row(needs, 'zinc')).toMatchObject({ need: null, daily: null, weekly: null });
    // Vitamin A without its IE value: the IE cells are missing, the microgram equivalent is not.
    expect(row(needs, 'vitA')).toMatchObject({ need: null, micro: { need: 50, daily: 281.17 } });
    expect(formatNeed(null, 2)).toBe('FEHLER');
    expect(formatNeed(1165.17, 2)).toBe('1.165,17');
    expect(formatNeed(0.0015, 4)).toBe('0,0015');
  });
});
