import { z } from 'zod';

/** The name is checked by the domain rule, so that an empty or long one gets its German message. */
export const NewBrandBody = z.object({ name: z.string().max(1000).default('') });
