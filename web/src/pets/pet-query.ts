import type { FeedingAnimal } from '@futterkompass/domain';

/**
 * What a quick search needs of the active animal for its cost per day, as query parameters
 * (`species=dog&weightKg=12,5&…`), the weight with the decimal comma the API reads as typed.
 */
export const petQueryString = (pet: FeedingAnimal): string =>
  new URLSearchParams({
    species: pet.species,
    weightKg: String(pet.weightKg).replace('.', ','),
    ageGroup: pet.ageGroup,
    bodyCondition: pet.bodyCondition,
  }).toString();
