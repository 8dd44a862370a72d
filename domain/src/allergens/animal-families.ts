import type { FamilyTerms } from './family';

/**
 * The animal components as families. Terms are those of German pet food labels; one species under
 * two names shares its words (Rind, Kalb and Ochse are cattle; Lamm and Schaf sheep; Pute and
 * Truthahn turkey; Dorsch and Kabeljau cod; Schwein and Wildschwein Sus scrofa): an allergy is to
 * the species. A wider name is unclear for the narrower one ('Geflügel' for Huhn, 'Wild' for
 * Hirsch, 'Fisch' for Lachs); egg and milk are families of their own (elements).
 */

const CATTLE = [
  'rind',
  'rind*',
  '*rind',
  'kalb*',
  'kälber*',
  '*kalb',
  'ochse*',
  'ochsen*',
  'bulle*',
  'färse*',
  'kuh',
  'kuhfleisch',
];
const CATTLE_NOT = ['rinde', 'rinden*', 'kuhmilch*'];
const SHEEP = ['lamm*', '*lamm', 'lämmer*', 'schaf', 'schaf*', 'hammel*'];
const SHEEP_NOT = ['schafsmilch*', 'schafmilch*', 'schafskäse*', 'schafkäse*', 'schafgarbe*', 'lammsalat'];
const TURKEY = ['pute', 'pute*', 'puten*', 'truthahn*', '*truthahn', 'truthähne', 'truthenne*'];
const COD = ['kabeljau*', 'dorsch*', 'skrei', 'lebertran', 'dorschlebertran'];
const PIG = [
  'schwein*',
  '*schwein',
  'schweine*',
  'wildschwein*',
  'speck',
  'schinken',
  'ferkel*',
  'schwarzwild',
];
const CHICKEN = [
  'huhn',
  '*huhn',
  'hühner*',
  'hühnchen*',
  '*hühnchen',
  'hähnchen*',
  '*hähnchen',
  'poularde*',
  'kapaun',
  'küken',
  '*küken',
];
const CHICKEN_NOT = [
  'perlhuhn*',
  'rebhuhn*',
  'birkhuhn*',
  'auerhuhn*',
  'haselhuhn*',
  'schneehuhn*',
  'hühnerei*',
  'hühnereier',
];
const DUCK = ['ente', 'enten*', 'flugente*', 'barbarieente*', 'pekingente*', 'wildente*', 'moschusente*'];
const GOOSE = ['gans', 'gänse*', 'wildgans*', 'gansfleisch'];
const QUAIL = ['wachtel*'];
const PHEASANT = ['fasan*'];
const POULTRY = [
  'geflügel*',
  '*geflügel',
  ...CHICKEN,
  ...TURKEY,
  ...DUCK,
  ...GOOSE,
  ...QUAIL,
  ...PHEASANT,
  'perlhuhn*',
  'taube*',
];
const BIRD_WIDER = ['geflügel*', '*geflügel', 'federwild', 'federmehl'];
const DEER = ['hirsch*', '*hirsch', 'rotwild', 'damwild'];
const ROE = ['reh', 'reh*'];
/** Game, the animal not said ('Wild', 'Wildbrühe'); 'wild' in other words is no game. */
const GAME_WIDER = ['wild', 'wild*', 'wildbret', 'haarwild'];
const GAME_NOT = [
  'wildlachs*',
  'wildreis*',
  'wildkräuter*',
  'wildkraut*',
  'wildpflanzen*',
  'wildblumen*',
  'wildbeeren*',
  'wildfrüchte*',
  'wildobst*',
  'wildhefe*',
];
const HARE = ['hase', 'hasen*', 'feldhase*', 'wildhase*'];
const SALMON = ['lachs*', '*lachs'];
const SALMON_NOT = ['seelachs*', '*seelachs', 'lachsforelle*'];
/** A wider name of any fish: unclear for each species. */
const FISH_WIDER = [
  'fisch*',
  '*fisch',
  'fisch und fischnebenerzeugnisse',
  'fischnebenerzeugnisse',
  'tran',
  '*tran',
];

/** Sea animals with a fish's name that are none. */
const NOT_FISH = ['tintenfisch*', 'walfisch*'];

const meat = (
  key: string,
  contains: readonly string[],
  more: Partial<Pick<FamilyTerms, 'unclear' | 'not'>> = {},
): FamilyTerms => ({ key, kind: 'meat', contains, ...more });

const fish = (
  key: string,
  contains: readonly string[],
  more: Partial<Pick<FamilyTerms, 'unclear' | 'not'>> = {},
): FamilyTerms => ({
  key,
  kind: 'fish',
  contains,
  unclear: [...FISH_WIDER, ...(more.unclear ?? [])],
  not: [...NOT_FISH, ...(more.not ?? [])],
});

export const ANIMAL_FAMILIES: readonly FamilyTerms[] = [
  // Fish first by their wider family, then each species.
  fish('barsch', ['barsch*', '*barsch']),
  meat('bison', ['bison*', 'wisent*']),
  meat('buffel', ['büffel*', '*büffel']),
  fish('dorsch', COD),
  meat('elch', ['elch*'], { unclear: GAME_WIDER, not: GAME_NOT }),
  meat('ente', DUCK, { unclear: BIRD_WIDER }),
  meat('fasan', PHEASANT, { unclear: BIRD_WIDER }),
  {
    key: 'fisch',
    kind: 'fish',
    contains: [
      ...FISH_WIDER,
      'fischmehl',
      'barsch*',
      '*barsch',
      ...COD,
      'flunder*',
      'scholle*',
      'heilbutt*',
      'hering*',
      'matjes',
      ...SALMON,
      'forelle*',
      '*forelle',
      'seelachs*',
      'köhler',
      'pollack*',
      'seehecht*',
      'sardine*',
      'sardelle*',
      'anchovis*',
      'makrele*',
      'makrelle*',
      'seezunge*',
      'seewolf*',
      'steinbeißer*',
      'stint*',
      'lodde*',
      'kapelan*',
      'stör',
      'stör*',
      'thun*',
      'tunfisch*',
      'bonito*',
      'sprotte*',
      'karpfen*',
      'zander*',
      'pangasius*',
      'tilapia*',
      'hoki',
      'wels',
    ],
    not: NOT_FISH,
  },
  fish('flunder', ['flunder*']),
  fish('forelle', ['forelle*', '*forelle']),
  meat('gans', GOOSE, { unclear: BIRD_WIDER }),
  {
    key: 'garnele',
    kind: 'seafood',
    contains: ['garnele*', '*garnele', '*garnelen', 'shrimp*', 'krabbe*', '*krabben', 'scampi', 'gamba*'],
    unclear: [
      'meeresfrüchte',
      'weichtiere und krebstiere',
      'krebstiere',
      'krustentiere',
      'krill*',
      'schalentiere',
    ],
  },
  meat('geflugel', POULTRY, { not: ['hühnerei*', 'hühnereier', 'wachtelei*'] }),
  meat('hase', HARE, { unclear: GAME_WIDER, not: GAME_NOT }),
  fish('hering', ['hering*', 'matjes']),
  meat('hirsch', DEER, { unclear: GAME_WIDER, not: GAME_NOT }),
  meat('huhn', CHICKEN, { unclear: BIRD_WIDER, not: CHICKEN_NOT }),
  {
    key: 'insekten',
    kind: 'insect',
    contains: [
      'insekt',
      'insekten*',
      '*insekten',
      'mehlwurm*',
      '*larven',
      'larven*',
      'soldatenfliege*',
      'hermetia*',
      'grille*',
      'heimchen',
      'buffalowurm*',
      'seidenraupe*',
    ],
  },
  fish('kabeljau', COD),
  meat('kalb', CATTLE, { not: CATTLE_NOT }),
  meat('kamel', ['kamel', 'kamelfleisch', 'kamel*', 'dromedar*'], { not: ['kamelie*'] }),
  meat('kanguru', ['känguru*', 'kanguru*', 'kangaroo*']),
  fish('lachs', SALMON, { not: SALMON_NOT }),
  meat('kaninchen', ['kaninchen*', '*kaninchen', 'karnickel*'], {
    unclear: GAME_WIDER,
    not: GAME_NOT,
  }),
  meat('lamm', SHEEP, { not: SHEEP_NOT }),
  fish('lodde', ['lodde*', 'kapelan*']),
  fish('makrelle', ['makrele*', 'makrelle*']),
  {
    key: 'meeresfruechte',
    kind: 'seafood',
    contains: [
      'meeresfrüchte',
      'weichtiere und krebstiere',
      'weichtiere',
      'krebstiere',
      'krustentiere',
      'schalentiere',
      'muschel*',
      '*muschel',
      '*muscheln',
      'garnele*',
      '*garnele',
      '*garnelen',
      'shrimp*',
      'krabbe*',
      '*krabben',
      'krill*',
      'tintenfisch*',
      'kalmar*',
      'sepia',
      'oktopus',
      'hummer',
      'languste*',
      'scampi',
      'gamba*',
    ],
  },
  meat('ochse', CATTLE, { not: CATTLE_NOT }),
  meat('pferd', ['pferd', 'pferd*', 'pferde*', 'rossfleisch', 'fohlen*']),
  meat('pute', TURKEY, { unclear: BIRD_WIDER }),
  meat('reh', ROE, { unclear: GAME_WIDER, not: ['rehydr*', ...GAME_NOT] }),
  meat('rentier', ['rentier*'], { unclear: GAME_WIDER, not: GAME_NOT }),
  meat('rind', CATTLE, { not: CATTLE_NOT }),
  fish('sardelle', ['sardelle*', 'anchovis*']),
  fish('sardine', ['sardine*', 'pilchard*']),
  meat('schaf', SHEEP, { not: SHEEP_NOT }),
  meat('schwein', PIG, { unclear: ['schmalz'] }),
  fish('seelachs', ['seelachs*', '*seelachs', 'köhler', 'pollack*']),
  fish('seewolf', ['seewolf*', 'steinbeißer*', 'katfisch*']),
  fish('seezunge', ['seezunge*']),
  fish('stint', ['stint*']),
  fish('stoer', ['stör', 'stör*']),
  meat('strauß', ['strauß*', 'straußen*']),
  fish('thunfisch', ['thunfisch*', 'thun*', 'tunfisch*', 'bonito*']),
  meat('truthahn', TURKEY, { unclear: BIRD_WIDER }),
  meat('wachtel', QUAIL, { unclear: BIRD_WIDER, not: ['wachtelei*'] }),
  meat(
    'wild',
    [
      ...GAME_WIDER,
      'wildkaninchen*',
      ...DEER,
      ...ROE,
      'elch*',
      'rentier*',
      'wildschwein*',
      'schwarzwild',
      'gams*',
      'mufflon*',
      ...HARE,
      'federwild',
    ],
    { not: GAME_NOT },
  ),
  fish('wildlachs', ['wildlachs*'], { unclear: SALMON, not: SALMON_NOT }),
  meat('wildschwein', PIG, { unclear: [...GAME_WIDER, 'schmalz'], not: GAME_NOT }),
  meat('ziege', ['ziege', 'ziege*', 'ziegen*', 'zicklein*'], {
    not: ['ziegenmilch*', 'ziegenkäse*', 'ziegenmolke*', 'ziegenjoghurt*'],
  }),
];
