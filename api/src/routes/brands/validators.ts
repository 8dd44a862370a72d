import { z } from 'zod';

/** A brand page's slug as the address names it. */
export const BrandParams = z.object({ slug: z.string().min(1).max(120) });
