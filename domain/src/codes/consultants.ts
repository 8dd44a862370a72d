import { type CodeOf, codeList } from './code-list';

/** Consultant search vocabularies (spec part 2 section 9). */
export const CONSULTANT_COUNTRIES = codeList([
  ['de', 'Deutschland'],
  ['at', 'Österreich'],
  ['ch', 'Schweiz'],
]);

export const CONSULTANT_AGE_GROUPS = codeList([
  ['junior', 'Junior (< 1 Jahr)'],
  ['adult', 'Adult'],
  ['senior', 'Senior'],
]);

export const CONSULTANT_FOOD_TYPES = codeList([
  ['raw', 'Rohfütterung (BARF)'],
  ['cooked', 'Gekochte Rationen'],
  ['wet', 'Nassfutter'],
  ['dried', 'Trockenfutter'],
]);

export const CONSULTANT_SPECIALTIES = codeList([
  ['allergy', 'Allergien & Unverträglichkeiten'],
  ['joints', 'Gelenke'],
  ['cancer', 'Krebserkrankungen'],
  ['organs', 'Organerkrankungen'],
  ['lactating', 'Säugezeit'],
  ['eb-senior', 'Ernährung im Alter'],
  ['pregnant', 'Trächtigkeit'],
  ['environmental', 'Umweltbewusste Ernährung'],
  ['eb-baby', 'Welpen & Kitten'],
  ['other', 'Sonstiges'],
]);

export const CONSULTANT_ATTRIBUTES = codeList([
  ['aromaOil', 'Aromaöle'],
  ['bachFlowers', 'Bachblüten'],
  ['mycotherapy', 'Mykotherapie'],
  ['phytotherapy', 'Phytotherapie'],
  ['animalMedicine', 'Tierheilkunde'],
]);

export const CONSULTING_TYPES = codeList([
  ['locally', 'vor Ort'],
  ['online', 'online'],
]);

export type ConsultantSpecialty = CodeOf<typeof CONSULTANT_SPECIALTIES>;
