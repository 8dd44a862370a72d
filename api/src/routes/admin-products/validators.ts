import { emptyProductForm, isListField, type ProductFormValues } from '@futterkompass/domain';
import { z } from 'zod';

/**
 * The form's fields as the API takes them: text for single values (numbers and booleans are read
 * as the text they would be typed as), lists for the multi-selects. Only the shape is checked
 * here; the domain rules name the field and what is wrong with it.
 */
const scalar = z
  .union([z.string().max(20_000), z.number(), z.boolean(), z.null()])
  .transform((value) => (value === null ? '' : String(value)))
  .default('');
const list = z.array(z.string().max(100)).max(100).default([]);

const fields = Object.fromEntries(
  Object.keys(emptyProductForm()).map((field) => [field, isListField(field) ? list : scalar]),
);

export const ProductFormBody = z.object(fields) as unknown as z.ZodType<ProductFormValues>;

/** An edit names the revision it was loaded at. */
export const ProductEditBody = z.object({
  ...fields,
  rev: z.number().int().min(0),
}) as unknown as z.ZodType<ProductFormValues & { rev: number }>;

export const ProductFormQuery = z.object({ url: z.string().min(1).max(300) });
