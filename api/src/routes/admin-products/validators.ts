import {
  emptyProductForm,
  FIELD_LABELS,
  isListField,
  PRODUCT_FORM_MESSAGES as M,
  type ProductFormValues,
} from '@futterkompass/domain';
import { z } from 'zod';
import { invalid } from '../../service-errors';

const EMPTY_FORM = emptyProductForm();

/**
 * The form's fields as the API takes them: text for single values (numbers and booleans are read
 * as the text they would be typed as), lists for the multi-selects (a single value is a list of
 * one). A field left out is what the untouched form holds. Only the shape is checked here; the
 * domain rules name the field and what is wrong with it.
 */
const scalar = (field: string) =>
  z
    .union([z.string().max(20_000), z.number(), z.boolean(), z.null()])
    .transform((value) => (value === null ? '' : String(value)))
    .default(String(EMPTY_FORM[field as keyof ProductFormValues] ?? ''));
const list = z
  .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(z.string().max(100)).max(100))
  .default([]);

const fields = Object.fromEntries(
  Object.keys(EMPTY_FORM).map((field) => [field, isListField(field) ? list : scalar(field)]),
);

export const ProductFormBody = z.object(fields) as unknown as z.ZodType<ProductFormValues>;

/** An edit names the revision it was loaded at. */
export const ProductEditBody = z.object({
  ...fields,
  rev: z.number().int().min(0),
}) as unknown as z.ZodType<ProductFormValues & { rev: number }>;

export const ProductFormQuery = z.object({ url: z.string().min(1).max(300) });

/** A form body at the edge: a value of the wrong shape is refused naming its field (400). */
export function parseProductForm<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path[0];
  if (typeof field === 'string' && field in FIELD_LABELS)
    throw invalid(M.invalid(FIELD_LABELS[field as keyof typeof FIELD_LABELS]), { field });
  throw invalid(M.invalidBody);
}
