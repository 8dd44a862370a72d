import { FIELD_LABELS, PRODUCT_FORM_MESSAGES as M } from '@futterkompass/domain';
import type { z } from 'zod';
import { invalid } from '../../service-errors';

/** A form body at the edge: a value of the wrong shape is refused naming its field (400). */
export function parseProductForm<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path[0];
  if (typeof field === 'string' && field in FIELD_LABELS)
    throw invalid(M.invalid(FIELD_LABELS[field as keyof typeof FIELD_LABELS]), { field });
  throw invalid(M.invalidBody);
}
