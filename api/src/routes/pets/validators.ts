import { PET_LIMITS } from '@futterkompass/domain';
import { z } from 'zod';

const text = (max: number) => z.string().max(max);

/** A household as the web app sends it: checked in shape here, in meaning by readHousehold. */
export const HouseholdBody = z.object({
  pets: z
    .array(
      z.object({
        id: text(PET_LIMITS.id).min(1),
        name: text(200),
        species: text(10),
        weightKg: z.number(),
        ageGroup: text(20),
        bodyCondition: text(20),
        allergies: z.array(text(40)).max(100),
        avoid: z.array(text(40)).max(20),
      }),
    )
    .max(100),
  activeId: text(PET_LIMITS.id).nullable(),
});
