import {
  ANIMALS,
  CONSULTANT_AGE_GROUPS,
  CONSULTANT_ATTRIBUTES,
  CONSULTANT_COUNTRIES,
  CONSULTANT_FOOD_TYPES,
  CONSULTANT_SPECIALTIES,
  CONSULTING_TYPES,
  type CodeList,
} from '../codes';
import type { Consultant, ConsultantCountry } from '../model';

/** Texts of the consultant search (spec part 2 section 8). */
export const CONSULTANT_MESSAGES = {
  filtersError: 'Fehler beim Abrufen der möglichen Filter aufgetreten.',
  searchError: 'Fehler beim Abrufen der Berater aufgetreten.',
  required: 'Bitte fülle alle Pflichtfelder aus.',
  empty: 'Leider wurden keine Berater mit diesen Kriterien gefunden.',
  loading: 'Lade Daten...',
} as const;

/** The questionnaire's answers. animal is one value; the others are lists. */
export interface ConsultantFilters {
  animal: string;
  ageGroup: string[];
  foodType: string[];
  specialty: string[];
  attributes: string[];
  consultingType: string[];
}

export type ConsultantGroup = keyof ConsultantFilters;

/** The code list of each questionnaire group, in display order. */
export const CONSULTANT_FILTER_LISTS: Record<ConsultantGroup, CodeList<string>> = {
  animal: ANIMALS,
  ageGroup: CONSULTANT_AGE_GROUPS,
  foodType: CONSULTANT_FOOD_TYPES,
  specialty: CONSULTANT_SPECIALTIES,
  attributes: CONSULTANT_ATTRIBUTES,
  consultingType: CONSULTING_TYPES,
};

export const CONSULTANT_GROUPS = Object.keys(CONSULTANT_FILTER_LISTS) as ConsultantGroup[];

/** The values of each group that at least one consultant offers (the questionnaire's options). */
export type ConsultantFilterValues = Record<ConsultantGroup, string[]>;

/** A consultant as the search answers it: the directory entry and where its logo is served. */
export type ConsultantListing = Consultant & { logoUrl: string | null };

export const EMPTY_CONSULTANT_FILTERS: ConsultantFilters = {
  animal: '',
  ageGroup: [],
  foodType: [],
  specialty: [],
  attributes: [],
  consultingType: [],
};

/** Animal, age group and at least one food type are required (spec part 2 section 5). */
export const consultantFiltersComplete = (filters: ConsultantFilters): boolean =>
  filters.animal !== '' && filters.ageGroup.length > 0 && filters.foodType.length > 0;

const someOf = (offered: readonly string[], wanted: readonly string[]) =>
  wanted.length === 0 || wanted.some((value) => offered.includes(value));
const allOf = (offered: readonly string[], wanted: readonly string[]) =>
  wanted.every((value) => offered.includes(value));

/**
 * Whether a consultant fits the questionnaire (the specification leaves the semantics open):
 * - animal: the consultant advises on that animal;
 * - ageGroup, foodType, consultingType: the answers are what the visitor accepts, so at least one
 *   must be offered; that keeps the 'alle' shortcut (every value) meaning "any", never "only those
 *   who do everything";
 * - specialty, attributes: the answers are what the visitor needs, so every one must be offered;
 * - an empty optional group does not restrict.
 */
export function matchesConsultant(consultant: Consultant, filters: ConsultantFilters): boolean {
  return (
    consultant.animal.includes(filters.animal) &&
    someOf(consultant.ageGroup, filters.ageGroup) &&
    someOf(consultant.foodType, filters.foodType) &&
    someOf(consultant.consultingType, filters.consultingType) &&
    allOf(consultant.specialty, filters.specialty) &&
    allOf(consultant.attributes, filters.attributes)
  );
}

/** The values of each group that the given consultants offer, in the code lists' order. */
export function availableConsultantFilters(consultants: readonly Consultant[]): ConsultantFilterValues {
  const offered = (group: ConsultantGroup) => {
    const present = new Set(consultants.flatMap((c) => c[group]));
    return CONSULTANT_FILTER_LISTS[group].values.filter((value) => present.has(value));
  };
  return Object.fromEntries(CONSULTANT_GROUPS.map((g) => [g, offered(g)])) as ConsultantFilterValues;
}

/** A group's values as the results show them: 'alle' when all of the code list's values are there. */
export function consultantValuesLabel(group: ConsultantGroup, values: readonly string[]): string {
  const list = CONSULTANT_FILTER_LISTS[group];
  const known = list.values.filter((v) => values.includes(v));
  if ((group === 'ageGroup' || group === 'foodType') && known.length === list.values.length) return 'alle';
  return known.map((v) => list.label(v)).join(', ');
}

export interface ConsultantRegion<C extends Consultant = Consultant> {
  country: ConsultantCountry;
  label: string;
  /** By the first digit of the zip code, 0 to 9, each sorted by zip and name; '' for a zip without one. */
  zones: { digit: string; consultants: C[] }[];
}

/** Results grouped by country (Deutschland, Österreich, Schweiz) and by first zip digit. */
export function groupConsultants<C extends Consultant>(consultants: readonly C[]): ConsultantRegion<C>[] {
  return CONSULTANT_COUNTRIES.values.flatMap((country) => {
    const inCountry = consultants
      .filter((c) => c.country === country)
      .sort((a, b) => a.zip.localeCompare(b.zip) || a.name.localeCompare(b.name, 'de'));
    if (inCountry.length === 0) return [];
    const digitOf = (c: C) => (/^\d/.test(c.zip) ? c.zip.charAt(0) : '');
    const zones = [...'0123456789', '']
      .map((digit) => ({ digit, consultants: inCountry.filter((c) => digitOf(c) === digit) }))
      .filter((zone) => zone.consultants.length > 0);
    return [{ country, label: CONSULTANT_COUNTRIES.label(country), zones }];
  });
}
