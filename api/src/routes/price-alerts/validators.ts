import { z } from 'zod';

const objectId = z.string().regex(/^[0-9a-f]{24}$/);

export const PriceAlertBody = z.object({ product: objectId, targetBasePrice: z.number() });
export const PriceAlertParams = z.object({ id: objectId });
