import { z } from 'zod';
import { ShippingChoice } from '../../http/validate';

const id = z.string().min(1).max(100);

export const ProductQuery = z.object({ url: z.string().max(300).default('') });

/** Recently viewed products: at most 20 (spec part 1 section 9); more are cut, not refused. */
export const HomepageBody = z.object({
  lastViewed: z
    .array(id)
    .max(200)
    .default([])
    .transform((ids) => ids.slice(0, 20)),
});

export const CompareBody = z.object({ ids: z.array(id).max(50), shipping: ShippingChoice });
