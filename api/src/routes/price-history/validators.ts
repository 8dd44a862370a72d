import { z } from 'zod';

export const PriceHistoryQuery = z.object({ product: z.string().regex(/^[0-9a-f]{24}$/) });
