import type { z } from 'zod';
import { invalid } from '../service-errors';

/** Parses request input at the edge; anything that does not fit is a 400 with a German message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, message: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(message);
  return result.data;
}
