import { CONSULTANT_FILTER_LISTS, type ConsultantFilters } from '@futterkompass/domain';
import { z } from 'zod';

const list = (group: Exclude<keyof ConsultantFilters, 'animal'>) =>
  z.array(z.string().refine((v) => CONSULTANT_FILTER_LISTS[group].has(v))).max(20);

/** The questionnaire: only known codes; animal, age group and a food type are checked by the service. */
export const ConsultantsBody = z.object({
  filters: z.object({
    animal: z.string().refine((v) => v === '' || CONSULTANT_FILTER_LISTS.animal.has(v)),
    ageGroup: list('ageGroup'),
    foodType: list('foodType'),
    specialty: list('specialty').default([]),
    attributes: list('attributes').default([]),
    consultingType: list('consultingType').default([]),
  }),
});
