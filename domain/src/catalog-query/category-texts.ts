import { type Animal, TYPE1 } from '../codes';
import type { CategoryPage } from './categories';

/**
 * The German names of the category pages (categories.ts), by the table's keys: the animals'
 * plurals for headings, each property's name in links and headings. Their introductions are in
 * category-intros.ts.
 */
const PLURALS: Record<Animal, string> = { dog: 'Hunde', cat: 'Katzen' };

/** By the property's path segment: its name, and the food's name with it. */
const REFINEMENT_TEXTS: Record<string, { label: string; heading(food: string): string }> = {
  getreidefrei: { label: 'Getreidefrei', heading: (food) => `Getreidefreies ${food}` },
  monoprotein: { label: 'Monoprotein', heading: (food) => `Monoprotein-${food}` },
  hypoallergen: { label: 'Hypoallergen', heading: (food) => `Hypoallergenes ${food}` },
  bio: { label: 'Bio', heading: (food) => `Bio-${food}` },
  senior: { label: 'Senior', heading: (food) => `Senior-${food}` },
  junior: { label: 'Junior', heading: (food) => `Junior-${food}` },
};

/** The German plural of an animal for headings ('Hunde'). */
export const animalPlural = (animal: string): string => PLURALS[animal as Animal] ?? animal;

const textsOf = (page: CategoryPage) =>
  page.refinement ? REFINEMENT_TEXTS[page.refinement.segment] : undefined;

/** A category page's h1: 'Nassfutter für Hunde', 'Getreidefreies Trockenfutter für Katzen'. */
export function categoryHeading(page: CategoryPage): string {
  const food = TYPE1.label(page.type);
  return `${textsOf(page)?.heading(food) ?? food} für ${animalPlural(page.animal)}`;
}

/** A refined page's property as a link beside its category's name ('Getreidefrei'). */
export const refinementLabel = (page: CategoryPage): string => textsOf(page)?.label ?? '';
