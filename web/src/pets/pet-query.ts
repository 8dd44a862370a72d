import type { FeedingAnimal } from '@futterkompass/domain';

/**
 * What a quick search needs of the active animal for its cost per day, as query parameters
 * (`species=dog&weightKg=12.5&…`); the API reads a decimal point or comma.
 */
export const petQueryString = (pet: FeedingAnimal): string =>
  new URLSearchParams({
    species: pet.species,
    weightKg: String(pet.weightKg),
    ageGroup: pet.ageGroup,
    bodyCondition: pet.bodyCondition,
  }).toString();
