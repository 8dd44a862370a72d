import type { Rng } from './rng';

/**
 * The telephone numbers the Bundesnetzagentur keeps unassigned for films, books, brochures and
 * teaching material ("Drama Numbers", Amtsblatt 7/2021, Mitteilung Nr. 148/2021): 1,000 numbers in
 * each of five local networks, the block followed by 000 to 999. Every number the demo shows comes
 * from here, so that nobody who reads one gets called. We found no such numbers published for
 * Austria or Switzerland, so the demo's consultants there give none.
 */
export const DRAMA_NUMBER_BLOCKS = {
  berlin: { area: '30', block: '23125' },
  hamburg: { area: '40', block: '66969' },
  koeln: { area: '221', block: '4710' },
  frankfurt: { area: '69', block: '90009' },
  muenchen: { area: '89', block: '99998' },
} as const;

type DramaCity = keyof typeof DRAMA_NUMBER_BLOCKS;

/** The local network of a German postcode's first digit (its postal region) nearest to it. */
const NETWORK_OF_REGION: readonly DramaCity[] = [
  'berlin', // 0: Sachsen, Thüringen
  'berlin', // 1: Berlin, Brandenburg, Mecklenburg-Vorpommern
  'hamburg', // 2: Hamburg, Bremen, Schleswig-Holstein
  'hamburg', // 3: Niedersachsen, Nordhessen
  'koeln', // 4: Düsseldorf, Münster, Ruhrgebiet
  'koeln', // 5: Köln, Bonn, Aachen
  'frankfurt', // 6: Frankfurt, Rhein-Main, Saarland
  'frankfurt', // 7: Stuttgart, Baden
  'muenchen', // 8: München, Oberbayern
  'muenchen', // 9: Franken, Oberpfalz
];

/** A fictitious number in international form ('+49 30 23125 417') near a German postcode. */
export function dramaNumber(rng: Rng, zip: string): string {
  const city = NETWORK_OF_REGION[Number(zip[0])] ?? 'berlin';
  const { area, block } = DRAMA_NUMBER_BLOCKS[city];
  return `+49 ${area} ${block} ${String(rng.int(0, 999)).padStart(3, '0')}`;
}
