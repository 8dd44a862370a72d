import { describe, expect, it } from 'vitest';
import type { Declaration } from '../codes';
import { ANIMAL_COMPONENTS, ELEMENTS } from '../codes';
import { LABEL_CATEGORIES } from './categories';
import { ALLERGEN_FAMILIES, FAMILY_TERMS } from './families';
import { FAMILY_NAMES, familiesOf } from './family-names';
import { type AllergenState, allergenLists, allergenStatesOf } from './shield';

type Case = [text: string, declaration: Declaration | undefined, family: string, state: AllergenState];

/**
 * Hand-labelled: what a careful reader of the label would say for someone whose animal does not
 * tolerate the family. 'unklar' where the label does not say (a closed declaration, a collective
 * term, a part whose animal is not named), never 'frei' then.
 */
const CASES: Case[] = [
  // Chicken, and poultry as the wider name
  ['Huhn (60 %), Reis (10 %), Mineralstoffe', 'open-2', 'huhn', 'enthalten'],
  ['Rind (60 %), Reis (10 %), Mineralstoffe', 'open-2', 'huhn', 'frei'],
  ['Rind (60 %), Hühnerleber (5 %), Kartoffeln', 'open-2', 'huhn', 'enthalten'],
  ['Lamm (70 %), Hähnchenfett (3 %), Reis', 'open', 'huhn', 'enthalten'],
  ['Lamm (70 %), Geflügelfett (3 %), Reis', 'open-2', 'huhn', 'unklar'],
  ['Lamm (70 %), Geflügelfett (3 %), Reis', 'open-2', 'geflugel', 'enthalten'],
  ['Geflügel (60 %), Karotten', 'open-2', 'huhn', 'unklar'],
  ['Fleisch und tierische Nebenerzeugnisse (4 % Rind), Getreide, Mineralstoffe', 'closed', 'huhn', 'unklar'],
  ['Pferd (70 %), Kartoffeln (20 %), Leinöl', 'closed', 'huhn', 'unklar'],
  ['Pferd (70 %), Kartoffeln (20 %), Leinöl', 'open-2', 'huhn', 'frei'],
  ['Perlhuhn (65 %), Karotten', 'open-2', 'huhn', 'frei'],
  ['Perlhuhn (65 %), Karotten', 'open-2', 'geflugel', 'enthalten'],
  ['Ente (60 %), Hühnereier (5 %), Reis', 'open-2', 'huhn', 'frei'],
  ['Ente (60 %), Hühnereier (5 %), Reis', 'open-2', 'ei', 'enthalten'],
  ['Freilandhuhn (60 %), Süßkartoffel', 'open-2', 'huhn', 'enthalten'],
  ['Huehnerherz (20 %), Rind (50 %)', 'open-2', 'huhn', 'enthalten'],
  ['Hühnerbrühe (25 %), Rind (70 %)', 'open-2', 'huhn', 'enthalten'],
  ['Rind (70 %), Brühe (25 %)', 'open-2', 'huhn', 'unklar'],
  ['Rind mit Herz und Leber (80 %), Karotten (5 %)', 'open-2', 'huhn', 'frei'],
  ['Rind (60 %), Herz (20 %), Karotten', 'open-2', 'huhn', 'unklar'],
  ['Truthahn (60 %), Reis', 'open-2', 'huhn', 'frei'],
  ['Küken (100 %)', 'open-2', 'huhn', 'enthalten'],
  ['Rind (60 %), tierisches Eiweiß (5 %)', 'open-2', 'huhn', 'unklar'],
  ['Rind (60 %), Proteinhydrolysat (5 %)', 'open', 'huhn', 'unklar'],
  ['Fleisch (Rind, Lamm), Reis', 'open-2', 'huhn', 'frei'],
  ['Fleisch (davon 4 % Rind), Reis', 'open-2', 'huhn', 'unklar'],
  ['Rind (60 %), Fett (2 %)', 'open-2', 'huhn', 'unklar'],
  ['Rebhuhn (60 %), Kartoffel', 'open-2', 'huhn', 'frei'],
  ['Geflügelmehl (30 %), Mais', 'open-2', 'huhn', 'unklar'],
  ['Lamm (70 %), Digest (2 %)', 'open-2', 'huhn', 'unklar'],
  ['Fleisch und tierische Nebenerzeugnisse (Huhn 4 %, Rind 2 %), Reis', 'open', 'huhn', 'enthalten'],
  // Turkey under both names
  ['Putenbrust (40 %), Reis', 'open-2', 'pute', 'enthalten'],
  ['Truthahn (60 %), Reis', 'open-2', 'pute', 'enthalten'],
  ['Pute (60 %), Reis', 'open-2', 'truthahn', 'enthalten'],
  ['Geflügel (60 %), Reis', 'open-2', 'pute', 'unklar'],
  ['Huhn (60 %), Reis', 'open-2', 'pute', 'frei'],
  ['Innereien (Huhn, Rind) (20 %), Lamm (60 %)', 'open-2', 'pute', 'frei'],
  ['Innereien (20 %), Lamm (60 %)', 'open-2', 'pute', 'unklar'],
  // Cattle, sheep, pig, horse, goat
  ['Rinderherz (20 %), Lamm (50 %)', 'open-2', 'rind', 'enthalten'],
  ['Kalbfleisch (50 %), Reis', 'open-2', 'rind', 'enthalten'],
  ['Rind (50 %), Reis', 'open-2', 'kalb', 'enthalten'],
  ['Rindertalg (5 %), Lamm (60 %)', 'open-2', 'rind', 'enthalten'],
  ['Lamm (60 %), Reis, Weidenrinde (1 %)', 'open-2', 'rind', 'frei'],
  ['Lamm (60 %), Kuhmilch (2 %)', 'open-2', 'rind', 'frei'],
  ['Lamm (60 %), Kuhmilch (2 %)', 'open-2', 'milch', 'enthalten'],
  ['Fleisch und tierische Nebenerzeugnisse, Getreide', 'closed', 'rind', 'unklar'],
  ['Ochsenschwanz (30 %), Huhn (40 %)', 'open-2', 'rind', 'enthalten'],
  ['Büffel (70 %), Kartoffeln', 'open-2', 'rind', 'frei'],
  ['Rind (70 %), Kartoffeln', 'open-2', 'buffel', 'frei'],
  ['Fleisch und tierische Nebenerzeugnisse (Huhn 4 %, Rind 2 %), Reis', 'open', 'lamm', 'unklar'],
  ['Lamm (60 %), Innereien (u. a. Leber, 20 %)', 'open-2', 'rind', 'unklar'],
  ['Lamm (70 %), Kollagen (2 %)', 'open-2', 'rind', 'unklar'],
  ['Lammfleisch (60 %), Reis', 'open-2', 'lamm', 'enthalten'],
  ['Schaf (60 %), Reis', 'open-2', 'lamm', 'enthalten'],
  ['Lamm (60 %), Schafgarbe (1 %)', 'open-2', 'schaf', 'enthalten'],
  ['Rind (60 %), Schafgarbe (1 %)', 'open-2', 'schaf', 'frei'],
  ['Rind (60 %), Schafgarbe (1 %)', 'open-2', 'kraeuter', 'enthalten'],
  ['Schweineohren (100 %)', 'open-2', 'schwein', 'enthalten'],
  ['Wildschwein (70 %), Kartoffeln', 'open-2', 'schwein', 'enthalten'],
  ['Schwein (70 %), Kartoffeln', 'open-2', 'wildschwein', 'enthalten'],
  ['Rind (70 %), Schmalz (2 %)', 'open-2', 'schwein', 'unklar'],
  ['Lamm (70 %), Gelatine (2 %)', 'open-2', 'schwein', 'unklar'],
  ['Lamm (70 %), Rinderkollagen (2 %)', 'open-2', 'schwein', 'frei'],
  ['Pferdefleisch (60 %), Karotten', 'open-2', 'pferd', 'enthalten'],
  ['Rind (60 %), Rosskastanie (1 %)', 'open-2', 'pferd', 'frei'],
  ['Ziege (60 %), Reis', 'open-2', 'ziege', 'enthalten'],
  ['Rind (60 %), Ziegenmilch (5 %)', 'open-2', 'ziege', 'frei'],
  ['Rind (60 %), Ziegenmilch (5 %)', 'open-2', 'milch', 'enthalten'],
  // Game
  ['Wildschwein (70 %), Kartoffeln', 'open-2', 'wild', 'enthalten'],
  ['Wild (70 %), Kartoffeln', 'open-2', 'hirsch', 'unklar'],
  ['Hirsch (70 %), Kartoffeln', 'open-2', 'wild', 'enthalten'],
  ['Wildbrühe (20 %), Lamm (70 %)', 'open-2', 'hirsch', 'unklar'],
  ['Wildlachs (70 %), Kartoffeln', 'open-2', 'wild', 'frei'],
  ['Rotwild (70 %), Kartoffeln', 'open-2', 'hirsch', 'enthalten'],
  ['Reh (70 %), Kartoffeln', 'open-2', 'hirsch', 'frei'],
  ['Kaninchen (70 %), Hirse', 'open-2', 'hase', 'frei'],
  ['Feldhase (70 %), Hirse', 'open-2', 'hase', 'enthalten'],
  ['Haselnussöl (1 %), Rind (70 %)', 'open-2', 'hase', 'frei'],
  ['Pferd (70 %), Wildkräuter (1 %)', 'open-2', 'wild', 'frei'],
  ['Pferd (70 %), Wildreis (10 %)', 'open-2', 'wild', 'frei'],
  // Fish
  ['Lachs (60 %), Kartoffeln', 'open-2', 'lachs', 'enthalten'],
  ['Lamm (60 %), Lachsöl (2 %)', 'open-2', 'lachs', 'enthalten'],
  ['Lamm (60 %), Lachsöl (2 %)', 'open-2', 'fisch', 'enthalten'],
  ['Lamm (60 %), Fischöl (2 %)', 'open-2', 'lachs', 'unklar'],
  ['Lamm (60 %), Fischöl (2 %)', 'open-2', 'fisch', 'enthalten'],
  ['Seelachs (60 %), Kartoffeln', 'open-2', 'lachs', 'frei'],
  ['Alaska-Seelachs (60 %), Kartoffeln', 'open-2', 'seelachs', 'enthalten'],
  ['Wildlachs (60 %), Kartoffeln', 'open-2', 'lachs', 'enthalten'],
  ['Lachs (60 %), Kartoffeln', 'open-2', 'wildlachs', 'unklar'],
  ['Lachsforelle (60 %), Kartoffeln', 'open-2', 'forelle', 'enthalten'],
  ['Lachsforelle (60 %), Kartoffeln', 'open-2', 'lachs', 'frei'],
  ['Thunfisch (60 %), Reis', 'open-2', 'fisch', 'enthalten'],
  ['Huhn (60 %), Tintenfisch (5 %)', 'open-2', 'fisch', 'frei'],
  ['Huhn (60 %), Tintenfisch (5 %)', 'open-2', 'meeresfruechte', 'enthalten'],
  ['Kabeljau (60 %), Kartoffeln', 'open-2', 'dorsch', 'enthalten'],
  ['Huhn (60 %), Lebertran (1 %)', 'open-2', 'fisch', 'enthalten'],
  ['Huhn (60 %), Lebertran (1 %)', 'open-2', 'dorsch', 'enthalten'],
  ['Fisch und Fischnebenerzeugnisse, Getreide', 'closed', 'thunfisch', 'unklar'],
  ['Fisch und Fischnebenerzeugnisse (Hering 4 %), Kartoffeln', 'open', 'hering', 'enthalten'],
  ['Fisch und Fischnebenerzeugnisse (Hering 4 %), Kartoffeln', 'open', 'lachs', 'unklar'],
  ['Fleisch und tierische Nebenerzeugnisse, Reis', 'open', 'fisch', 'frei'],
  ['Huhn (60 %), Brühe (30 %)', 'open-2', 'lachs', 'unklar'],
  ['Huhn (70 %), Öle und Fette (2 %)', 'open-2', 'fisch', 'unklar'],
  // Seafood and insects
  ['Huhn (60 %), Grünlippmuschelpulver (1 %)', 'open-2', 'meeresfruechte', 'enthalten'],
  ['Huhn (60 %), Krill (1 %)', 'open-2', 'garnele', 'unklar'],
  ['Garnelen (50 %), Reis', 'open-2', 'garnele', 'enthalten'],
  ['Insektenmehl (30 %), Kartoffeln', 'open-2', 'insekten', 'enthalten'],
  ['Larven der Schwarzen Soldatenfliege (30 %), Erbsen', 'open-2', 'insekten', 'enthalten'],
  // Egg and milk
  ['Huhn (60 %), Eier (5 %)', 'open-2', 'ei', 'enthalten'],
  ['Huhn (60 %), Trockenvollei (2 %)', 'open-2', 'ei', 'enthalten'],
  ['Huhn (60 %), Eierschalenpulver (1 %)', 'open-2', 'ei', 'enthalten'],
  ['Huhn (60 %), pflanzliches Eiweiß (3 %)', 'open-2', 'ei', 'frei'],
  ['Huhn (60 %), Eiweiß (3 %)', 'open-2', 'ei', 'unklar'],
  ['Huhn (60 %), Fleisch (10 %)', 'open-2', 'ei', 'frei'],
  ['Eier und Eiererzeugnisse, Getreide', 'closed', 'ei', 'enthalten'],
  ['Huhn (60 %), Hüttenkäse (5 %)', 'open-2', 'milch', 'enthalten'],
  ['Huhn (60 %), Joghurt (2 %)', 'open-2', 'milch', 'enthalten'],
  ['Huhn (60 %), Molkenpulver (2 %)', 'open-2', 'milch', 'enthalten'],
  ['Huhn (60 %), Mariendistel (1 %)', 'open-2', 'milch', 'frei'],
  ['Huhn (60 %), Kokosmilch (2 %)', 'open-2', 'milch', 'frei'],
  ['Milch und Molkereierzeugnisse, Getreide', 'closed', 'milch', 'enthalten'],
  ['Huhn (60 %), Reis', 'closed', 'milch', 'unklar'],
  // Grains
  ['Huhn (60 %), Weizen (20 %)', 'open-2', 'weizen', 'enthalten'],
  ['Huhn (60 %), Getreide (20 %)', 'open-2', 'weizen', 'unklar'],
  ['Huhn (60 %), Getreide (20 %)', 'open-2', 'getreide', 'enthalten'],
  ['Huhn (60 %), Buchweizen (20 %)', 'open-2', 'weizen', 'frei'],
  ['Huhn (60 %), Dinkel (20 %)', 'open-2', 'weizen', 'enthalten'],
  ['Huhn (60 %), Weizenkleie (5 %)', 'open-2', 'getreide', 'enthalten'],
  ['Huhn (60 %), Maiskleber (10 %)', 'open-2', 'mais', 'enthalten'],
  ['Huhn (60 %), Maiskleber (10 %)', 'open-2', 'weizen', 'frei'],
  ['Huhn (60 %), Gluten (5 %)', 'open-2', 'weizen', 'unklar'],
  ['Huhn (60 %), Kartoffelstärke (5 %)', 'open-2', 'mais', 'frei'],
  ['Huhn (60 %), Stärke (5 %)', 'open-2', 'mais', 'unklar'],
  ['Huhn (60 %), Reis (20 %)', 'open-2', 'getreide', 'enthalten'],
  ['Huhn (60 %), Vollkornreis (20 %)', 'open-2', 'reis', 'enthalten'],
  ['Huhn (60 %), Preiselbeeren (1 %)', 'open-2', 'reis', 'frei'],
  ['Huhn (60 %), Haferflocken (10 %)', 'open-2', 'getreide', 'enthalten'],
  ['Huhn (60 %), Haferflocken (10 %)', 'open-2', 'weizen', 'frei'],
  ['Huhn (60 %), Backwaren (10 %)', 'open', 'weizen', 'unklar'],
  ['Huhn (60 %), Nebenerzeugnisse pflanzlichen Ursprungs (5 %)', 'open', 'getreide', 'unklar'],
  ['Huhn (60 %), Maltodextrin (1 %)', 'open-2', 'weizen', 'unklar'],
  ['Huhn (60 %), Kartoffeln (20 %)', 'open-2', 'getreide', 'frei'],
  ['Huhn (60 %), Quinoa (10 %)', 'open-2', 'getreide', 'enthalten'],
  ['Pferd (70 %), Wildreis (10 %)', 'open-2', 'reis', 'enthalten'],
  ['Getreide, Fleisch und tierische Nebenerzeugnisse, Mineralstoffe', 'closed', 'mais', 'unklar'],
  // Soy and legumes
  ['Huhn (60 %), Sojaschrot (10 %)', 'open-2', 'soja', 'enthalten'],
  ['Huhn (60 %), Pflanzliche Eiweißextrakte (5 %)', 'open', 'soja', 'unklar'],
  ['Huhn (60 %), Erbsenprotein (10 %)', 'open-2', 'soja', 'frei'],
  ['Huhn (60 %), Erbsenprotein (10 %)', 'open-2', 'huelsenfruechte', 'enthalten'],
  ['Huhn (60 %), Lecithin (0,5 %)', 'open-2', 'soja', 'unklar'],
  ['Huhn (60 %), Sonnenblumenöl (1 %)', 'open-2', 'soja', 'frei'],
  ['Huhn (60 %), Sojaöl (1 %)', 'open-2', 'soja', 'enthalten'],
  ['Huhn (60 %), Sojaöl (1 %)', 'open-2', 'huelsenfruechte', 'enthalten'],
  ['Huhn (60 %), Kichererbsen (10 %)', 'open-2', 'huelsenfruechte', 'enthalten'],
  ['Huhn (60 %), Hülsenfrüchte (5 %)', 'open', 'soja', 'unklar'],
  // Vegetables, potatoes, fruit, herbs, algae, oil
  ['Huhn (60 %), Gemüse (10 %)', 'open', 'kartoffel', 'unklar'],
  ['Huhn (60 %), Süßkartoffel (10 %)', 'open-2', 'kartoffel', 'enthalten'],
  ['Huhn (60 %), Karotten (10 %)', 'open-2', 'gemuese', 'enthalten'],
  ['Huhn (60 %), Rote Bete (2 %)', 'open-2', 'gemuese', 'enthalten'],
  ['Huhn (60 %), Spurenelemente', 'open-2', 'ente', 'frei'],
  ['Huhn (60 %), Calciumcarbonat, kohlensaurer Kalk', 'open-2', 'gemuese', 'frei'],
  ['Huhn (60 %), Äpfel (2 %)', 'open-2', 'obst', 'enthalten'],
  ['Huhn (60 %), Hagebuttenpulver (1 %)', 'open-2', 'obst', 'enthalten'],
  ['Huhn (60 %), Hülsenfrüchte (5 %)', 'open', 'obst', 'frei'],
  ['Huhn (60 %), Seealgenmehl (1 %)', 'open-2', 'algen', 'enthalten'],
  ['Huhn (60 %), Leinöl (1 %)', 'open-2', 'oel', 'enthalten'],
  ['Huhn (60 %), Reis (20 %)', 'open-2', 'oel', 'frei'],
  ['Huhn (60 %), Reis (20 %)', 'open-2', 'kraeuter', 'frei'],
  // Parts of the animal
  ['Huhn mit Herz und Leber (60 %)', 'open-2', 'innereien', 'enthalten'],
  ['Rinderpansen (100 %)', 'open-2', 'pansen', 'enthalten'],
  ['Rinderpansen (100 %)', 'open-2', 'innereien', 'enthalten'],
  ['Hühnerhälse (100 %)', 'open-2', 'knochen', 'enthalten'],
  ['Fleisch und tierische Nebenerzeugnisse, Getreide', 'closed', 'knochen', 'unklar'],
  ['Huhn Muskelfleisch (80 %), Karotten', 'open-2', 'innereien', 'frei'],
  ['Rinderblut (5 %), Rind (90 %)', 'open-2', 'blut', 'enthalten'],
  ['Huhn (70 %), Reis', 'open-2', 'muskelfleisch', 'enthalten'],
  ['Hühnerherz (100 %)', 'open-2', 'muskelfleisch', 'frei'],
  ['Äpfel (Fruchtfleisch 80 %), Karotten', 'open-2', 'muskelfleisch', 'frei'],
  // Declarations
  ['Huhn (60 %), Reis', 'closed', 'rind', 'unklar'],
  ['Huhn (60 %), Reis', undefined, 'rind', 'unklar'],
  ['', 'open-2', 'rind', 'unklar'],
  ['Huhn (60 %), Reis', 'open', 'rind', 'frei'],
];

describe('the allergen shield on hand-labelled compositions', () => {
  it('has more than 100 cases, with closed declarations and collective terms', () => {
    expect(CASES.length).toBeGreaterThan(100);
    expect(CASES.filter(([, declaration]) => declaration === 'closed').length).toBeGreaterThan(5);
    expect(CASES.filter(([, , , state]) => state === 'unklar').length).toBeGreaterThan(30);
  });

  it.each(CASES)('%s (%s): %s is %s', (text, declaration, family, state) => {
    const [found] = allergenStatesOf({ description: text, declaration, animalComponents: [], elements: [] }, [
      family,
    ]);
    expect(found?.finding.state).toBe(state);
    if (state !== 'frei') expect(found?.finding.term).toBeTruthy();
  });

  it('never calls frei what the labels call contained or unclear', () => {
    const wrong = CASES.filter(([text, declaration, family, state]) => {
      const [found] = allergenStatesOf(
        { description: text, declaration, animalComponents: [], elements: [] },
        [family],
      );
      return state !== 'frei' && found?.finding.state === 'frei';
    });
    expect(wrong).toEqual([]);
  });
});

describe('what decided a state', () => {
  const facts = (description: string, declaration: Declaration = 'open-2') => ({
    description,
    declaration,
    animalComponents: [],
    elements: [],
  });

  it('names the word of the label that decided it', () => {
    const states = allergenStatesOf(facts('Lamm (70 %), Geflügelfett (3 %), Hühnerleber (2 %)'), [
      'huhn',
      'geflugel',
      'rind',
    ]);
    expect(states.map((s) => [s.family, s.finding])).toEqual([
      ['huhn', { state: 'enthalten', term: 'Hühnerleber' }],
      ['geflugel', { state: 'enthalten', term: 'Geflügelfett' }],
      ['rind', { state: 'frei' }],
    ]);
    expect(allergenStatesOf(facts('Huhn (60 %)', 'closed'), ['rind'])[0]?.finding).toEqual({
      state: 'unklar',
      term: 'geschlossene Deklaration',
    });
  });

  it('reads the product’s codes too, and unknown composition as unclear', () => {
    const withCodes = {
      ...facts('Rind (60 %), Reis'),
      animalComponents: ['rind', 'pute'],
      elements: ['reis'],
    };
    expect(allergenStatesOf(withCodes, ['pute'])[0]?.finding.state).toBe('enthalten');
    const unknown = {
      ...facts('Fleisch und tierische Nebenerzeugnisse, Getreide, Mineralstoffe', 'open'),
      animalComponents: ['unbekannt'],
      elements: ['unbekannt'],
    };
    expect(allergenStatesOf(unknown, ['lachs', 'kartoffel']).map((s) => s.finding)).toEqual([
      { state: 'unklar', term: 'Zusammensetzung unbekannt' },
      { state: 'unklar', term: 'Zusammensetzung unbekannt' },
    ]);
    // A code's name alone hides nothing: muscle meat of the animals the text names.
    const parts = { ...facts('Rind (80 %), Reis'), elements: ['muskelfleisch', 'innereien'] };
    expect(allergenStatesOf(parts, ['huhn'])[0]?.finding.state).toBe('frei');
  });

  it('splits at top-level commas only', () => {
    const lists = allergenLists(facts('Fleisch und tierische Nebenerzeugnisse (Huhn 4 %, Rind 2 %), Reis'));
    expect(lists.contained).toEqual(expect.arrayContaining(['huhn', 'rind', 'reis', 'getreide']));
    expect(lists.unclear).toContain('lamm');
    expect(lists.contained).not.toContain('lamm');
  });
});

describe('the family table', () => {
  it('has a family for every value of the ingredient vocabulary, and its German name', () => {
    for (const [param, codes] of [
      ['animalComponents', ANIMAL_COMPONENTS],
      ['elements', ELEMENTS],
    ] as const) {
      const keys = familiesOf(param).map((f) => f.key);
      for (const value of codes.values.filter((v) => v !== 'unbekannt')) {
        expect(keys, `${param} ${value}`).toContain(value);
        expect(familiesOf(param).find((f) => f.key === value)?.label).toBe(codes.label(value as never));
      }
    }
    expect(familiesOf('elements').map((f) => f.key)).toEqual(
      expect.arrayContaining(['weizen', 'mais', 'soja', 'milch']),
    );
    expect(new Set(ALLERGEN_FAMILIES.map((f) => f.key)).size).toBe(ALLERGEN_FAMILIES.length);
  });

  it('has label terms for every family name, and none for a family without a name', () => {
    expect([...FAMILY_TERMS.keys()].sort()).toEqual(FAMILY_NAMES.map((f) => f.key).sort());
    expect(ALLERGEN_FAMILIES.map((f) => f.key)).toEqual(FAMILY_NAMES.map((f) => f.key));
  });

  it('reads every label category: as contained or unclear for the families it covers', () => {
    const covers: Record<string, string[]> = {
      'Fleisch und tierische Nebenerzeugnisse': ['huhn', 'rind', 'lamm', 'strauß'],
      'Milch und Molkereierzeugnisse': ['milch'],
      'Eier und Eiererzeugnisse': ['ei'],
      'Öle und Fette': ['oel', 'fisch', 'huhn', 'soja'],
      'Fisch und Fischnebenerzeugnisse': ['fisch', 'lachs'],
      Getreide: ['getreide', 'weizen', 'mais', 'reis'],
      Gemüse: ['gemuese', 'kartoffel'],
      'Nebenerzeugnisse pflanzlichen Ursprungs': ['getreide', 'soja'],
      'Pflanzliche Eiweißextrakte': ['soja', 'weizen', 'huelsenfruechte'],
      Früchte: ['obst'],
      Algen: ['algen'],
      'Weichtiere und Krebstiere': ['meeresfruechte', 'garnele'],
      Insekten: ['insekten'],
      Backwaren: ['getreide', 'weizen'],
    };
    for (const category of LABEL_CATEGORIES) {
      const families = covers[category] ?? [];
      for (const found of allergenStatesOf(
        { description: `${category} (10 %)`, declaration: 'open', animalComponents: [], elements: [] },
        families,
      ))
        expect(found.finding.state, `${category} for ${found.family}`).not.toBe('frei');
    }
  });
});
