import { z } from 'zod';
import { PetFilterInput, PetQueryInput } from '../../http/pet';
import { ShippingChoice } from '../../http/validate';

const scalar = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

/**
 * The list query as the web app sends it: flat parameters, scalars or lists of scalars, and the
 * active animal (`pet`), the one nested part.
 */
export const FilterProductsBody = z.object({
  filters: z
    .object({ pet: PetFilterInput.optional() })
    .catchall(z.union([scalar, z.array(scalar).max(100)]))
    .refine((filters) => Object.keys(filters).length <= 60),
  /** Sent by older web apps on the first load; accepted and not used. */
  initial: z.boolean().optional(),
});

export const SearchProductsQuery = z.object({
  query: z.string().max(200).optional(),
  shipping: ShippingChoice,
});

/** The quick search's active animal (`species=dog&weightKg=12,5…`): its hits carry the cost per day. */
export const SearchPetQuery = PetQueryInput;
