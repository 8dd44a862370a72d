import { z } from 'zod';

/** An image to delete; with the product whose field names it, at the revision the editor loaded. */
export const DeleteImageBody = z.object({
  name: z.string().max(300),
  productId: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .optional(),
  rev: z.number().int().min(0).optional(),
});
