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
import { DAY_SECONDS } from './calendar';
import { CITIES } from './names';
import { simplePdf } from './pdf';
import { personName } from './people';
import { dramaNumber } from './phones';
import { type Rng, seededId } from './rng';

/** 30 nutrition consultants in Germany, Austria and Switzerland. */
export function draftConsultants(rng: Rng, start: number): Consultant[] {
  return CITIES.map(([city, country, zipPrefix], i) => {
    const { first, last } = personName(rng);
    const digits = country === 'de' ? 5 : 4;
    const zip = (zipPrefix + String(rng.int(0, 999)).padStart(3, '0')).slice(0, digits).padEnd(digits, '0');
    return {
      _id: seededId(rng, start + i),
      name: `${first} ${last}`,
      company: rng.chance(0.6) ? `Tierernährung ${last} ${city}` : `Ernährungsberatung ${first} ${last}`,
      url: `https://beratung-${last.toLowerCase().replace(/[^a-z]/g, '')}-${i}.example`,
      email: `kontakt@beratung-${i}.example`,
      ...(country === 'de' && { phone: dramaNumber(rng, zip) }),
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

/** The tips, newest first, each with how many days before the seed day it appeared. */
const POSTS: { title: string; category: string; daysAgo: number; pages: string[][] }[] = [
  {
    title: 'Trockenmasse verstehen',
    category: 'Tipp der Woche',
    // The alert bar calls this tip new.
    daysAgo: 2,
    pages: [
      [
        'Nassfutter enthält meist 75 bis 82 Prozent Wasser, Trockenfutter nur etwa 8 bis 10 Prozent.',
        'Wer Futter vergleichen will, rechnet die Werte deshalb auf die Trockenmasse um:',
        'Anteil in der Trockenmasse = Anteil / (100 - Feuchtigkeit) x 100.',
      ],
      [
        'Beispiel: 10 % Rohprotein bei 80 % Feuchtigkeit sind 50 % Protein in der Trockenmasse.',
        'Unser Trockenmasse-Rechner nimmt dir die Arbeit ab.',
      ],
    ],
  },
  {
    title: 'Futterumstellung ohne Bauchweh',
    category: 'Ratgeber',
    daysAgo: 23,
    pages: [
      [
        'Stelle das Futter über 7 bis 10 Tage um.',
        'Tag 1-3: ein Viertel neues Futter, Tag 4-6: die Hälfte, Tag 7-9: drei Viertel.',
        'Beobachte Kot, Appetit und Fell; bei Problemen geh einen Schritt zurück.',
      ],
    ],
  },
  {
    title: 'Rückruf: Achtung bei Chargen mit Fremdkörpern',
    category: 'Ereignis',
    daysAgo: 45,
    pages: [
      [
        'Ein Hersteller ruft einzelne Chargen eines Nassfutters zurück.',
        'Prüfe das Mindesthaltbarkeitsdatum auf der Packung.',
        'Betroffene Dosen bitte nicht mehr verfüttern und beim Händler zurückgeben.',
      ],
    ],
  },
];

/** The tips, dated in the weeks before the seed day, the newest the one the alert bar announces. */
export function draftPosts(rng: Rng, today: number): { post: Post; pdf: Buffer }[] {
  return POSTS.map((entry, i) => {
    const at = today - entry.daysAgo * DAY_SECONDS;
    const _id = seededId(rng, at);
    return {
      post: {
        _id,
        title: entry.title,
        category: entry.category,
        createdAt: new Date(at * 1000).toISOString(),
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
