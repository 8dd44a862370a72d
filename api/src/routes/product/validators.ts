import { isAllergenFamily, PET_LIMITS } from '@futterkompass/domain';
import { z } from 'zod';
import { PetFilterInput } from '../../http/pet';
import { ShippingChoice } from '../../http/validate';

const id = z.string().min(1).max(100);

export const ProductQuery = z.object({ url: z.string().max(300).default('') });

/**
 * The active animal's allergies on a product page's request (`allergies=huhn&allergies=weizen`):
 * the answer then names each one's state. Only the allergies: the page computes the figures itself.
 */
export const ProductPetQuery = z.object({
  allergies: z
    .union([z.string(), z.array(z.string()).max(PET_LIMITS.allergies)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .refine((keys) => keys.every(isAllergenFamily)),
});

/** Recently viewed products: at most 20 (spec part 1 section 9); more are cut, not refused. */
export const HomepageBody = z.object({
  lastViewed: z
    .array(id)
    .max(200)
    .default([])
    .transform((ids) => ids.slice(0, 20)),
});

/** The compared ids, the shipping choice and the active animal (its cost per day in each column). */
export const CompareBody = z.object({
  ids: z.array(id).max(50),
  shipping: ShippingChoice,
  pet: PetFilterInput.optional(),
});
