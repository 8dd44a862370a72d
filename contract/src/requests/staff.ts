import {
  CLICK_DAYS,
  emptyProductForm,
  FEED_EVERY_HOURS,
  FEED_FORMATS,
  isListField,
  type ProductFormValues,
} from '@futterkompass/domain';
import { z } from 'zod';
import { objectId } from './inputs';

/** An editor's removal of a review: the reason the author is told, and an optional note. */
export const RemoveReviewBody = z.strictObject({
  reason: z.string().max(50),
  note: z.string().max(1000).default(''),
});

/** The name is checked by the domain rule, so that an empty or long one gets its German message. */
export const NewBrandBody = z.object({ name: z.string().max(1000).default('') });

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

/** An image to delete; with the product whose field names it, at the revision the editor loaded. */
export const DeleteImageBody = z.object({
  name: z.string().max(300),
  productId: objectId.optional(),
  rev: z.number().int().min(0).optional(),
});

/** The feed review queue's page, of all merchants or one. */
export const FeedReviewQuery = z.object({
  merchant: objectId.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export const AssignBody = z.strictObject({ productId: objectId });

const feedFields = {
  url: z.string().trim().min(1).max(2000),
  format: z.enum(FEED_FORMATS),
  everyHours: z.number().int().min(FEED_EVERY_HOURS.min).max(FEED_EVERY_HOURS.max),
};

/** What a merchant sets of a feed. */
export const FeedBody = z.strictObject(feedFields);
export const FeedPatch = z.strictObject(feedFields).partial();
export const RunParams = z.object({ id: objectId, run: objectId });

/** The merchant's click report, over this many days. */
export const ClicksQuery = z.object({
  days: z.coerce.number().int().min(1).max(CLICK_DAYS.max).default(CLICK_DAYS.default),
});
