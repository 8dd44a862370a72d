/**
 * Word lists of the demo catalogue: fictional German brands, product lines, shops, review texts and
 * places (people's names come from faker, people.ts).
 */

/** What a brand sells: for which animals, and, for a specialist, which food types by weight. */
export interface BrandProfile {
  name: string;
  animals: 'dog' | 'cat' | 'both';
  types?: Partial<Record<keyof typeof PRODUCT_LINES, number>>;
}

/** Fictional German brands; one named for dogs or cats sells only for them. */
export const BRANDS: BrandProfile[] = [
  { name: 'Waldhof Naturkost', animals: 'both' },
  { name: 'Alpenschmaus', animals: 'both' },
  { name: 'Fellfreund', animals: 'both' },
  { name: 'Nordküste', animals: 'both' },
  { name: 'Bauernhof Barf', animals: 'both', types: { raw: 60, flakes: 20, suplement: 20 } },
  { name: 'Samtpfote', animals: 'cat' },
  { name: 'Landliebe Tierfutter', animals: 'both' },
  { name: 'Wolfsrudel', animals: 'dog' },
  { name: 'Mühlenglück', animals: 'both' },
  { name: 'Heidekraut', animals: 'both' },
  { name: 'Katzenkönig', animals: 'cat' },
  { name: 'Hundeherz', animals: 'dog' },
  { name: 'Grünwiese', animals: 'both' },
  { name: 'Rudelführer', animals: 'dog' },
  { name: 'Schnurrhaus', animals: 'cat' },
  { name: 'Vierbeiner Vital', animals: 'both' },
  { name: 'Tannenhof', animals: 'both' },
  { name: 'Pfotenglück', animals: 'both' },
  { name: 'Elbtaler', animals: 'both' },
  { name: 'Weidefleisch', animals: 'both' },
  { name: 'Kleiner Jäger', animals: 'cat' },
  { name: 'Sonnenhof', animals: 'both' },
  { name: 'Seeblick', animals: 'both' },
  { name: 'Fjordland', animals: 'both' },
  { name: 'Bergkristall', animals: 'both' },
  { name: 'Futterhandwerk', animals: 'both' },
  { name: 'Dorfmetzger Barf', animals: 'dog', types: { raw: 70, flakes: 15, suplement: 15 } },
  { name: 'Katzenkoch', animals: 'cat' },
  { name: 'Herzensfutter', animals: 'both' },
  { name: 'Wildfang', animals: 'both' },
  { name: 'Feldmaus', animals: 'cat' },
  { name: 'Hofglück', animals: 'both' },
  { name: 'Rheinauen', animals: 'both' },
  { name: 'Schwarzwälder Tierkost', animals: 'both' },
  { name: 'Isartaler', animals: 'both' },
  { name: 'Ostseeperle', animals: 'both' },
  { name: 'Gourmet Pfote', animals: 'both' },
  { name: 'Reine Natur', animals: 'both' },
  { name: 'Flockenmühle', animals: 'both', types: { flakes: 80, suplement: 20 } },
  { name: 'Kräutergarten', animals: 'both', types: { suplement: 70, flakes: 30 } },
  { name: 'Vitalkraft', animals: 'both', types: { suplement: 100 } },
  { name: 'Leckermaul', animals: 'both' },
  { name: 'Auenland', animals: 'both' },
  { name: 'Frischfutter Manufaktur', animals: 'both', types: { raw: 60, wet: 40 } },
  { name: 'Zauberpfote', animals: 'both' },
  { name: 'Moorhof', animals: 'both' },
  { name: 'Havelland', animals: 'both' },
  { name: 'Spessart Kost', animals: 'both' },
  { name: 'Hundeglück', animals: 'dog' },
  { name: 'Miezekatze', animals: 'cat' },
  { name: 'Rotfuchs', animals: 'both' },
  { name: 'Steppenwolf', animals: 'dog' },
  { name: 'Pusteblume', animals: 'both' },
  { name: 'Goldkorn', animals: 'both' },
  { name: 'Stallgeflüster', animals: 'both' },
  { name: 'Weserbergland', animals: 'both' },
  { name: 'Allgäuer Tierkost', animals: 'both' },
  { name: 'Lüneburger', animals: 'both' },
  { name: 'Eifelhof', animals: 'both' },
  { name: 'Taunusquelle', animals: 'both' },
];

export const PRODUCER_NAMES = [
  'Futterwerk Niedersachsen GmbH',
  'Tierkost Bayern AG',
  'Nordfutter KG',
  'Petfood Manufaktur Sachsen GmbH',
  'Alpenländische Tiernahrung GmbH',
  'Rheinische Futtermittel GmbH',
  'Fischverarbeitung Cuxhaven GmbH',
  'Barf Frischdienst GmbH',
  'Ostfriesische Tiernahrung GmbH',
  'Westfalia Petfood GmbH',
  'Hessische Futtermühle GmbH',
  'Südtiroler Tierkost GmbH',
  'Brandenburger Fleischwaren GmbH',
  'Schwäbische Futterküche GmbH',
  'Thüringer Tiernahrung GmbH',
  'Dänische Petfood ApS',
  'Holland Dierenvoeding B.V.',
  'Italia Pet S.r.l.',
  'Maple Pet Foods Inc.',
  'Kiwi Pet Nutrition Ltd.',
];

export const PRODUCT_LINES = {
  wet: [
    'Landküche',
    'Feinschmecker',
    'Sensitiv',
    'Menü',
    'Pur',
    'Gourmet',
    'Hausmannskost',
    'Junior',
    'Senior',
    'Light',
  ],
  dried: ['Adult', 'Sensitive', 'Junior', 'Senior', 'Classic', 'Light'],
  raw: ['BARF', 'BARF Komplett', 'Frischfleisch', 'Muskelfleisch', 'Innereien-Mix', 'Knochenmix'],
  flakes: ['Gemüseflocken', 'Getreideflocken', 'Kräuterflocken', 'Obst-Gemüse-Mix', 'Reisflocken'],
  suplement: [
    'Lachsöl',
    'Mineralpulver',
    'Vitamin-Paste',
    'Algenkalk',
    'Gelenkpulver',
    'Kräutermischung',
    'Eierschalenkalk',
    'Darmkur',
  ],
} as const;

/** Lines sold for one animal only: dog sizes and activity, cats kept indoors or neutered. */
export const ANIMAL_LINES: Record<'dog' | 'cat', Partial<Record<keyof typeof PRODUCT_LINES, string[]>>> = {
  dog: { dried: ['Mini', 'Maxi', 'Active'] },
  cat: { dried: ['Indoor', 'Sterilised'] },
};

/** Treats (complementary feed, sold as supplements), named with their one protein. */
export const SNACK_LINES: Record<'dog' | 'cat' | 'both', string[]> = {
  dog: ['Kaustreifen', 'Trainingshappen', 'Knabberstangen', 'Leckerli'],
  cat: ['Knuspertaschen', 'Fleischsticks', 'Leckerli'],
  both: ['Leckerli', 'Fleischsticks'],
};

/** Lines that only grain-free food of the type is sold under. */
export const GRAIN_FREE_LINES: Partial<Record<keyof typeof PRODUCT_LINES, string>> = {
  wet: 'Getreidefrei',
  dried: 'Grain Free',
};

/** Protein sources with how they read in a series name. */
export const PROTEIN_WORDS: [string, string][] = [
  ['huhn', 'Huhn'],
  ['rind', 'Rind'],
  ['pute', 'Pute'],
  ['lamm', 'Lamm'],
  ['pferd', 'Pferd'],
  ['ente', 'Ente'],
  ['lachs', 'Lachs'],
  ['kaninchen', 'Kaninchen'],
  ['wild', 'Wild'],
  ['ziege', 'Ziege'],
  ['hirsch', 'Hirsch'],
  ['thunfisch', 'Thunfisch'],
  ['kalb', 'Kalb'],
  ['strauß', 'Strauß'],
  ['insekten', 'Insekten'],
  ['forelle', 'Forelle'],
  ['wildschwein', 'Wildschwein'],
  ['kanguru', 'Känguru'],
  ['geflugel', 'Geflügel'],
  ['hering', 'Hering'],
];

export const SIDES = [
  'Kartoffel',
  'Reis',
  'Süßkartoffel',
  'Karotte',
  'Kürbis',
  'Zucchini',
  'Pastinake',
  'Hirse',
  'Quinoa',
  'Apfel',
];

/** Shops recognised by the merchant table, with their URL. */
export const SHOPS = [
  ['zooplus.de', 'https://www.zooplus.de/shop/'],
  ['bitiba.de', 'https://www.bitiba.de/shop/'],
  ['fressnapf.de', 'https://www.fressnapf.de/p/'],
  ['zooroyal.de', 'https://www.zooroyal.de/'],
  ['futterhaus.de', 'https://www.futterhaus.de/shop/'],
  ['amazon.de', 'https://www.amazon.de/dp/'],
  ['tierarzt24.de', 'https://www.tierarzt24.de/'],
  ['medpets.de', 'https://www.medpets.de/'],
  ['hundeland.de', 'https://www.hundeland.de/'],
  ['zoologo.de', 'https://www.zoologo.de/'],
] as const;

/** Merchant accounts (b2b): their offers count only while the account is active. */
export const B2B_SHOPS = [
  {
    username: 'barfhof-lindenmuehle',
    shopName: 'Barfhof Lindenmühle',
    url: 'https://barfhof-lindenmuehle.example',
    status: 'active',
  },
  {
    username: 'hundekueche-sonnenschein',
    shopName: 'Hundeküche Sonnenschein',
    url: 'https://hundekueche.example',
    status: 'active',
  },
  {
    username: 'fleischerei-huber',
    shopName: 'Fleischerei Huber Tierbedarf',
    url: 'https://huber-tierbedarf.example',
    status: 'active',
  },
  {
    username: 'katzenglueck-feinkost',
    shopName: 'Katzenglück Feinkost',
    url: 'https://katzenglueck.example',
    status: 'blocked',
  },
] as const;

/** Review texts by rating; a text that names an animal or a pack fits only products with it. */
export const REVIEW_TEXTS: Record<number, { text: string; animal?: 'dog' | 'cat'; type1?: string }[]> = {
  5: [
    {
      text: 'Unser Hund liebt es, der Napf ist in Sekunden leer. Gute Verträglichkeit, schönes Fell.',
      animal: 'dog',
    },
    {
      text: 'Endlich ein Futter, das meine Katze mit empfindlichem Magen verträgt. Klare Empfehlung!',
      animal: 'cat',
    },
    { text: 'Unser Rüde frisst es seit Monaten gern, der Kot ist fest.', animal: 'dog' },
    { text: 'Beide Katzen stürzen sich darauf, seitdem kein Futter mehr im Napf übrig.', animal: 'cat' },
    { text: 'Sehr gute Zusammensetzung, riecht angenehm und wird gern gefressen.' },
    { text: 'Seit der Umstellung kaum noch Probleme mit der Verdauung. Wir bleiben dabei.' },
  ],
  4: [
    { text: 'Wird gut angenommen, der Preis ist allerdings etwas hoch.' },
    { text: 'Gute Qualität, nur die Dosen könnten sich leichter öffnen lassen.', type1: 'wet' },
    { text: 'Mein Kater frisst es gern, die Konsistenz ist etwas fest.', animal: 'cat' },
    {
      text: 'Unsere Hündin mag es, nur die Kroketten sind für sie etwas groß.',
      animal: 'dog',
      type1: 'dried',
    },
  ],
  3: [
    { text: 'Geht so. Mal wird es gefressen, mal nicht.' },
    { text: 'Ordentlich, aber nicht besser als günstigere Sorten.' },
  ],
  2: [
    { text: 'Leider hat unser Hund weichen Kot davon bekommen.', animal: 'dog' },
    { text: 'Riecht sehr stark, unsere Katze lässt die Hälfte stehen.', animal: 'cat' },
    { text: 'Die Packung war beim Öffnen schon beschädigt, der Inhalt ok.' },
  ],
  1: [
    { text: 'Wurde komplett verweigert, schade ums Geld.' },
    { text: 'Nach zwei Tagen Durchfall, wir sind wieder umgestiegen.' },
  ],
};

export const CITIES: [string, 'de' | 'at' | 'ch', string][] = [
  ['Berlin', 'de', '10'],
  ['Hamburg', 'de', '20'],
  ['Hannover', 'de', '30'],
  ['Kassel', 'de', '34'],
  ['Köln', 'de', '50'],
  ['Düsseldorf', 'de', '40'],
  ['Frankfurt am Main', 'de', '60'],
  ['Stuttgart', 'de', '70'],
  ['München', 'de', '80'],
  ['Nürnberg', 'de', '90'],
  ['Leipzig', 'de', '04'],
  ['Dresden', 'de', '01'],
  ['Rostock', 'de', '18'],
  ['Münster', 'de', '48'],
  ['Freiburg', 'de', '79'],
  ['Regensburg', 'de', '93'],
  ['Bremen', 'de', '28'],
  ['Kiel', 'de', '24'],
  ['Wien', 'at', '10'],
  ['Graz', 'at', '80'],
  ['Linz', 'at', '40'],
  ['Salzburg', 'at', '50'],
  ['Innsbruck', 'at', '60'],
  ['Zürich', 'ch', '80'],
  ['Bern', 'ch', '30'],
  ['Basel', 'ch', '40'],
  ['Luzern', 'ch', '60'],
  ['St. Gallen', 'ch', '90'],
  ['Lausanne', 'ch', '10'],
  ['Chur', 'ch', '70'],
];
