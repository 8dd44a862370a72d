import type { FeedBody, FeedPatch } from '@futterkompass/contract';
import { FEED_MESSAGES } from '@futterkompass/domain';
import type { z } from 'zod';
import { invalid } from '../../service-errors';

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
