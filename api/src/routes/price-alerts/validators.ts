import { z } from 'zod';

const objectId = z.string().regex(/^[0-9a-f]{24}$/);

/** The wished Grundpreis, in euros per kg or l. */
export const PriceAlertBody = z.object({ product: objectId, targetUnitPrice: z.number() });
export const PriceAlertParams = z.object({ id: objectId });
