import type { FamilyKind } from './family';

/**
 * The categories a pet food label may name instead of its feed materials (Art. 17 VO (EG)
 * 767/2009, the "geschlossene Deklaration"), as German labels print them. The families say which
 * of them name a family (Getreide for Getreide) and which may hide one (Getreide for Weizen); this
 * list is what a label may say, for the table's tests.
 */
export const LABEL_CATEGORIES = [
  'Fleisch und tierische Nebenerzeugnisse',
  'Milch und Molkereierzeugnisse',
  'Eier und Eiererzeugnisse',
  'Öle und Fette',
  'Hefen',
  'Fisch und Fischnebenerzeugnisse',
  'Getreide',
  'Gemüse',
  'Nebenerzeugnisse pflanzlichen Ursprungs',
  'Pflanzliche Eiweißextrakte',
  'Mineralstoffe',
  'Zucker',
  'Früchte',
  'Nüsse',
  'Saaten',
  'Algen',
  'Weichtiere und Krebstiere',
  'Insekten',
  'Backwaren',
] as const;

/**
 * Meat of some warm-blooded land animal, the species not said: "all parts of slaughtered
 * warm-blooded land animals" is the first category, birds included.
 */
const MEAT_COLLECTIVE = [
  'fleisch und tierische nebenerzeugnisse',
  'tierische nebenerzeugnisse',
  'schlachtnebenerzeugnisse',
  'fleischmehl',
  'fleischknochenmehl',
  'fleisch und knochenmehl',
  'tiermehl',
  'grieben',
  'trockengrieben',
];

/** Protein of some animal, the animal not said. */
const ANIMAL_UNSPECIFIED = [
  'tierisches eiweiß',
  'tierische eiweiße',
  'tierisches protein',
  'tierische proteine',
  'tierische erzeugnisse',
  'proteinhydrolysat*',
  'eiweißhydrolysat*',
  'hydrolysiertes protein',
  'hydrolysierte proteine',
  'hydrolysiertes eiweiß',
];

/** Fat, broth and the like of some animal, meat or fish: the animal not said. */
const FAT_AND_BROTH_UNSPECIFIED = [
  'fett',
  'fette',
  'öle und fette',
  'tierische fette',
  'tierisches fett',
  'tierfett',
  'brühe',
  'fleischbrühe',
  'knochenbrühe',
  'kollagen*',
  'gelatine',
  'digest',
];

/** The collective words every family of a kind may be hidden by. */
export function kindUnclear(kind: FamilyKind): readonly string[] {
  switch (kind) {
    case 'meat':
      return [...MEAT_COLLECTIVE, ...ANIMAL_UNSPECIFIED, ...FAT_AND_BROTH_UNSPECIFIED];
    case 'fish':
      return [...ANIMAL_UNSPECIFIED, ...FAT_AND_BROTH_UNSPECIFIED];
    case 'seafood':
    case 'insect':
    case 'egg':
    case 'milk':
      return ANIMAL_UNSPECIFIED;
    case 'part':
    case 'plant':
      return [];
  }
}

/**
 * Parts of an animal ('Herz', 'Leber', 'Fleisch'): whose, the item must say. In 'Huhn mit Herz und
 * Leber' they are the chicken's; alone ('Herz (10 %)') or with only some animals named ('Fleisch
 * (davon 4 % Rind)') they may be of any meat.
 */
export const MEAT_PARTS = [
  'fleisch',
  'muskelfleisch',
  'frischfleisch',
  'fleischsaft',
  'herz',
  'herzen',
  'leber',
  'lebern',
  'niere',
  'nieren',
  'lunge',
  'milz',
  'magen',
  'mägen',
  'pansen',
  'blättermagen',
  'innereien',
  'knochen',
  'knorpel',
  'blut',
  'blutplasma',
  'plasma',
  'hals',
  'hälse',
  'karkasse',
  'karkassen',
  'euter',
  'schlund',
  'talg',
  'schmalz',
  'schwarte',
  'schwarten',
  'haut',
  'ohren',
  'füße',
  'flügel',
  'filet',
  'brust',
  'keule',
  'sehnen',
  'luftröhre',
  'kehlkopf',
  'rippen',
  'gulasch',
  'hackfleisch',
  'kutteln',
];

/** Words that name only some of what an item holds: 'davon', 'u. a.', 'mindestens'. */
export const PARTIAL_MARKERS = [
  'davon',
  'darunter',
  'mindestens',
  'mind',
  'unter anderem',
  'u a',
  'ua',
  'z b',
  'zb',
  'zum beispiel',
  'beispielsweise',
  'etwa',
];
