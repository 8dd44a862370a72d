import { isAllergenFamily } from '../allergens/family-names';
import { type BodyCondition, bodyConditionsFor, type CalculatorAnimal, parseWeightKg } from '../calculators';
import { AGE_GROUPS, type AgeGroup, ANIMALS, ATTRIBUTES, type Attribute } from '../codes';
import { formatNumber } from '../format';

/**
 * "Mein Tier": one animal of a household. A guest's animals live in the browser only; a signed-in
 * user's on the account. Only what the figures need (species, weight, age group, body condition,
 * allergies, properties to avoid) goes with a list request, never the name.
 */
export interface PetProfile {
  /** Made where the animal was first saved (the browser or the server); unique within the household. */
  id: string;
  name: string;
  species: CalculatorAnimal;
  weightKg: number;
  ageGroup: AgeGroup;
  bodyCondition: BodyCondition;
  /** Ingredient families it does not tolerate (allergen family keys). */
  allergies: string[];
  /** Properties to avoid (attributes: 'extruded'). */
  avoid: Attribute[];
}

/** What the list, the quick search and the product page are asked with for the active animal. */
export type FeedingAnimal = Omit<PetProfile, 'id' | 'name'>;

export const feedingAnimalOf = ({ id: _id, name: _name, ...animal }: PetProfile): FeedingAnimal => animal;

/** A household's animals, one of them active. */
export interface PetHousehold {
  pets: PetProfile[];
  activeId: string | null;
}

export const PET_LIMITS = { pets: 10, name: 40, allergies: 40, id: 64 } as const;

/** Properties an owner may want to avoid: how the food is made. */
export const AVOIDABLE_ATTRIBUTES = ['extruded', 'baked'] as const satisfies readonly Attribute[];

export const PET_MESSAGES = {
  nameMissing: 'Bitte gib einen Namen für dein Tier ein.',
  nameTooLong: `Der Name darf höchstens ${PET_LIMITS.name} Zeichen lang sein.`,
  weightMissing: 'Bitte gib das Gewicht deines Tieres in kg ein.',
  tooMany: `Du kannst höchstens ${PET_LIMITS.pets} Tiere anlegen.`,
  notFound: 'Dieses Tier gibt es nicht mehr.',
  invalid: 'Die Angaben zum Tier sind ungültig.',
  saveFailed: 'Dein Tier konnte nicht gespeichert werden. Bitte versuche es erneut.',
} as const;

/** The form's fields as typed. */
export interface PetInput {
  name: string;
  species: string;
  weight: string;
  ageGroup: string;
  bodyCondition: string;
  allergies: readonly string[];
  avoid: readonly string[];
}

export type PetCheck =
  | { pet: Omit<PetProfile, 'id'> }
  | { errors: Partial<Record<'name' | 'weight' | 'form', string>> };

/**
 * A pet as the form gives it, checked: a name, a weight in kg with a decimal comma, and codes of the
 * vocabularies (a cat has no 'thin': it falls back to normal, as in the calculator).
 */
export function checkPetInput(input: PetInput): PetCheck {
  const errors: Partial<Record<'name' | 'weight' | 'form', string>> = {};
  const name = input.name.trim();
  if (!name) errors.name = PET_MESSAGES.nameMissing;
  else if (name.length > PET_LIMITS.name) errors.name = PET_MESSAGES.nameTooLong;
  const weight = parseWeightKg(input.weight);
  if ('error' in weight) errors.weight = weight.error;
  else if ('empty' in weight) errors.weight = PET_MESSAGES.weightMissing;
  if (!ANIMALS.has(input.species) || !AGE_GROUPS.has(input.ageGroup)) errors.form = PET_MESSAGES.invalid;
  if (Object.keys(errors).length > 0 || !('weightKg' in weight)) return { errors };
  const species = input.species as CalculatorAnimal;
  const condition = input.bodyCondition as BodyCondition;
  return {
    pet: {
      name,
      species,
      weightKg: weight.weightKg,
      ageGroup: input.ageGroup as AgeGroup,
      bodyCondition: bodyConditionsFor(species).includes(condition) ? condition : 'normal',
      allergies: [...new Set(input.allergies.filter(isAllergenFamily))].slice(0, PET_LIMITS.allergies),
      avoid: [...new Set(input.avoid.filter((a): a is Attribute => ATTRIBUTES.has(a)))],
    },
  };
}

/** 'Hund, 12,5 kg': what a pet is, in short. */
export const petFacts = (pet: Pick<PetProfile, 'species' | 'weightKg'>): string =>
  `${ANIMALS.label(pet.species)}, ${formatNumber(pet.weightKg, 2)} kg`;
