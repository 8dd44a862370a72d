import {
  AGE_GROUPS,
  type AgeGroup,
  AVOIDABLE_ATTRIBUTES,
  isAllergenFamily,
  MAX_WEIGHT_KG,
  PET_LIMITS,
  type PetFilter,
  parseWeightKg,
  type Shipping,
} from '@futterkompass/domain';
import { z } from 'zod';

/** A MongoDB-style id, as the routes take a product's, an alert's or a feed's. */
export const objectId = z.string().regex(/^[0-9a-f]{24}$/);

/** A route's `:id` (an alert's, a feed's, a feed row's). */
export const IdParams = z.object({ id: objectId });

/** The captcha's answer, sent along with the public forms. */
export const captchaToken = z.string().max(4000).optional();

/** "Preise inkl. Versand" as a request says it: `included`; anything else means the shops' prices. */
export const ShippingChoice = z
  .unknown()
  .optional()
  .transform((value): Shipping => (value === 'included' ? 'included' : 'excluded'));

/** A weight in kg as a number or as typed ('12,5'). */
const WeightKg = z.union([z.number(), z.string().max(20)]).transform((value, ctx) => {
  if (typeof value === 'number') {
    if (value > 0 && value <= MAX_WEIGHT_KG) return value;
  } else {
    const parsed = parseWeightKg(value);
    if ('weightKg' in parsed) return parsed.weightKg;
  }
  ctx.addIssue({ code: 'custom', message: 'weight' });
  return z.NEVER;
});

const ageGroup = z.string().refine((v): v is AgeGroup => AGE_GROUPS.has(v));

/** What a list or product request says of the active animal (no name: it never leaves the browser). */
export const PetFilterInput = z
  .object({
    species: z.enum(['dog', 'cat']),
    weightKg: WeightKg,
    ageGroup: ageGroup.optional().default('adult'),
    bodyCondition: z.enum(['thin', 'normal', 'thick']).optional().default('normal'),
    allergies: z.array(z.string().refine(isAllergenFamily)).max(PET_LIMITS.allergies).optional().default([]),
    avoid: z.array(z.enum(AVOIDABLE_ATTRIBUTES)).max(10).optional().default([]),
    showUnclear: z.boolean().optional(),
  })
  .transform(
    (pet): PetFilter => ({
      ...pet,
      ageGroup: pet.ageGroup as AgeGroup,
      // A cat has no 'thin' (the calculator's rule).
      bodyCondition: pet.species === 'cat' && pet.bodyCondition === 'thin' ? 'normal' : pet.bodyCondition,
      allergies: [...new Set(pet.allergies)].sort(),
      avoid: [...new Set(pet.avoid)].sort(),
    }),
  );

const listOf = (value: unknown) => (value === undefined || Array.isArray(value) ? value : [value]);

/**
 * The active animal as flat query parameters of a GET call (`species=dog&weightKg=12,5&
 * bodyCondition=normal`), checked as `filters.pet`; none without `species`.
 */
export const PetQueryInput = z.preprocess((query) => {
  const q = (query ?? {}) as Record<string, unknown>;
  if (q.species === undefined) return undefined;
  return {
    species: q.species,
    weightKg: q.weightKg,
    ageGroup: q.ageGroup,
    bodyCondition: q.bodyCondition,
    allergies: listOf(q.allergies),
    avoid: listOf(q.avoid),
  };
}, PetFilterInput.optional());
