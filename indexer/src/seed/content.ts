import {
  type AlertBar,
  CONSULTANT_AGE_GROUPS,
  CONSULTANT_ATTRIBUTES,
  CONSULTANT_FOOD_TYPES,
  CONSULTANT_SPECIALTIES,
  CONSULTING_TYPES,
  type Consultant,
  DEFAULT_ALERT_COLOR,
  type Post,
} from '@futterkompass/domain';
import { CITIES, FIRST_NAMES, LAST_NAMES } from './names';
import { simplePdf } from './pdf';
import { type Rng, seededId } from './rng';

const EPOCH = 1_735_689_600;

/** 30 nutrition consultants in Germany, Austria and Switzerland. */
export function draftConsultants(rng: Rng): Consultant[] {
  return CITIES.map(([city, country, zipPrefix], i) => {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const digits = country === 'de' ? 5 : 4;
    const zip = (zipPrefix + String(rng.int(0, 999)).padStart(3, '0')).slice(0, digits).padEnd(digits, '0');
    return {
      _id: seededId(rng, EPOCH + i),
      name: `${first} ${last}`,
      company: rng.chance(0.6) ? `Tierernährung ${last} ${city}` : `Ernährungsberatung ${first} ${last}`,
      url: `https://beratung-${last.toLowerCase().replace(/[^a-z]/g, '')}-${i}.example`,
      email: `kontakt@beratung-${i}.example`,
      phone: `+${country === 'de' ? '49' : country === 'at' ? '43' : '41'} ${rng.int(100, 999)} ${rng.int(100000, 999999)}`,
      country,
      zip,
      animal: rng
        .weighted([
          [['dog'], 30],
          [['cat'], 15],
          [['dog', 'cat'], 55],
        ] as const)
        .slice(),
      foodType: rng.sample(CONSULTANT_FOOD_TYPES.values, rng.int(1, 4)),
      ageGroup: rng.sample(CONSULTANT_AGE_GROUPS.values, rng.int(1, 3)),
      specialty: rng.sample(CONSULTANT_SPECIALTIES.values, rng.int(1, 4)),
      attributes: rng.sample(CONSULTANT_ATTRIBUTES.values, rng.int(0, 3)),
      consultingType: rng.sample(CONSULTING_TYPES.values, rng.int(1, 2)),
    };
  });
}

const POSTS: { title: string; category: string; pages: string[][] }[] = [
  {
    title: 'Trockenmasse verstehen',
    category: 'Tipp der Woche',
    pages: [
      [
        'Nassfutter enthält meist 75 bis 82 Prozent Wasser, Trockenfutter nur etwa 8 bis 10 Prozent.',
        'Wer Futter vergleichen will, rechnet die Werte deshalb auf die Trockenmasse um:',
        'Anteil in der Trockenmasse = Anteil / (100 - Feuchtigkeit) x 100.',
      ],
      [
        'Beispiel: 10 % Rohprotein bei 80 % Feuchtigkeit sind 50 % Protein in der Trockenmasse.',
        'Unser Trockenmasse-Rechner nimmt Ihnen die Arbeit ab.',
      ],
    ],
  },
  {
    title: 'Futterumstellung ohne Bauchweh',
    category: 'Ratgeber',
    pages: [
      [
        'Stellen Sie das Futter über 7 bis 10 Tage um.',
        'Tag 1-3: ein Viertel neues Futter, Tag 4-6: die Hälfte, Tag 7-9: drei Viertel.',
        'Beobachten Sie Kot, Appetit und Fell; bei Problemen einen Schritt zurückgehen.',
      ],
    ],
  },
  {
    title: 'Rückruf: Achtung bei Chargen mit Fremdkörpern',
    category: 'Ereignis',
    pages: [
      [
        'Ein Hersteller ruft einzelne Chargen eines Nassfutters zurück.',
        'Prüfen Sie das Mindesthaltbarkeitsdatum auf der Packung.',
        'Betroffene Dosen bitte nicht mehr verfüttern und beim Händler zurückgeben.',
      ],
    ],
  },
];

export function draftPosts(rng: Rng): { post: Post; pdf: Buffer }[] {
  return POSTS.map((entry, i) => {
    const _id = seededId(rng, EPOCH + i);
    return {
      post: {
        _id,
        title: entry.title,
        category: entry.category,
        createdAt: new Date((EPOCH + (i + 1) * 30 * 86400) * 1000).toISOString(),
        file: `tipp-${i + 1}.pdf`,
      },
      pdf: simplePdf(entry.title, entry.pages),
    };
  });
}

export const DEMO_ALERT_BAR: AlertBar = {
  text: 'Neu: unser Tipp der Woche zur Trockenmasse.',
  link: '/tipp-der-woche',
  buttonText: 'Jetzt lesen',
  color: DEFAULT_ALERT_COLOR,
};
