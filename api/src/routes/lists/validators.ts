import { LIST_TYPES } from '@futterkompass/domain';
import { z } from 'zod';

const listType = z.enum(LIST_TYPES);
const ref = z.string().min(1).max(200);

export const ListsUpdateBody = z.object({
  /** The specification sends the user's id; it must be the token's own. */
  user: z.string().max(100).optional(),
  product: ref,
  listType,
});

export const DeleteFromListBody = z.object({ listType, productId: ref });
