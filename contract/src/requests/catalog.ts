import {
  CONSULTANT_FILTER_LISTS,
  type ConsultantFilters,
  isAllergenFamily,
  PET_LIMITS,
} from '@futterkompass/domain';
import { z } from 'zod';
import { objectId, PetFilterInput, PetQueryInput, ShippingChoice } from './inputs';

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

export const PriceHistoryQuery = z.object({ product: objectId });

/** A brand page's slug as the address names it. */
export const BrandParams = z.object({ slug: z.string().min(1).max(120) });

const list = (group: Exclude<keyof ConsultantFilters, 'animal'>) =>
  z.array(z.string().refine((v) => CONSULTANT_FILTER_LISTS[group].has(v))).max(20);

/** The questionnaire: only known codes; animal, age group and a food type are checked by the service. */
export const ConsultantsBody = z.object({
  filters: z.object({
    animal: z.string().refine((v) => v === '' || CONSULTANT_FILTER_LISTS.animal.has(v)),
    ageGroup: list('ageGroup'),
    foodType: list('foodType'),
    specialty: list('specialty').default([]),
    attributes: list('attributes').default([]),
    consultingType: list('consultingType').default([]),
  }),
});
