import { FEED_EVERY_HOURS, FEED_FORMATS, FEED_MESSAGES } from '@futterkompass/domain';
import { z } from 'zod';
import { invalid } from '../../service-errors';

const objectId = z.string().regex(/^[0-9a-f]{24}$/);

const fields = {
  url: z.string().trim().min(1).max(2000),
  format: z.enum(FEED_FORMATS),
  everyHours: z.number().int().min(FEED_EVERY_HOURS.min).max(FEED_EVERY_HOURS.max),
};

export const FeedBody = z.strictObject(fields);
export const FeedPatch = z.strictObject(fields).partial();
export type FeedInput = z.infer<typeof FeedBody>;
export const FeedParams = z.object({ id: objectId });
export const RunParams = z.object({ id: objectId, run: objectId });

const FIELD_MESSAGES: Record<string, string> = {
  url: 'Die Feed-Adresse fehlt oder ist länger als 2000 Zeichen.',
  format: FEED_MESSAGES.format,
  everyHours: FEED_MESSAGES.everyHours,
};

/** A feed body, or a 400 naming the first field that does not fit (German). */
export function feedInput<S extends typeof FeedBody | typeof FeedPatch>(
  schema: S,
  body: unknown,
): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data as z.infer<S>;
  const field = parsed.error.issues
    .map((issue) => String(issue.path[0] ?? ''))
    .find((name) => FIELD_MESSAGES[name]);
  throw invalid((field && FIELD_MESSAGES[field]) || FEED_MESSAGES.invalid);
}
