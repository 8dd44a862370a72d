import type { Shipping } from '@futterkompass/domain';
import { z } from 'zod';
import { badRequest } from './errors';

/** Parses request input at the edge; anything that does not fit is a 400 with a German message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, message: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(message);
  return result.data;
}

/** "Preise inkl. Versand" as a request says it: `included`; anything else means the shops' prices. */
export const ShippingChoice = z
  .unknown()
  .optional()
  .transform((value): Shipping => (value === 'included' ? 'included' : 'excluded'));
