import { checkPetInput, PET_LIMITS, type PetHousehold, type PetProfile } from './pet';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s) => typeof s === 'string') : []);

/** A stored animal read back, checked as the form checks it; null when it is not one. */
function storedPet(value: unknown): PetProfile | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !value.id || value.id.length > PET_LIMITS.id)
    return null;
  const weight = typeof value.weightKg === 'number' ? String(value.weightKg).replace('.', ',') : '';
  const checked = checkPetInput({
    name: typeof value.name === 'string' ? value.name : '',
    species: String(value.species),
    weight,
    ageGroup: String(value.ageGroup),
    bodyCondition: String(value.bodyCondition),
    allergies: strings(value.allergies),
    avoid: strings(value.avoid),
  });
  return 'pet' in checked ? { id: value.id, ...checked.pet } : null;
}

/**
 * A household as stored (the browser's storage, an account, a request): every animal checked, each
 * id once, at most PET_LIMITS.pets; the active one an animal of it (else the first). Foreign data
 * gives an empty household, never an error.
 */
export function readHousehold(value: unknown): PetHousehold {
  if (!isRecord(value) || !Array.isArray(value.pets)) return { pets: [], activeId: null };
  const pets: PetProfile[] = [];
  for (const raw of value.pets) {
    const pet = storedPet(raw);
    if (pet && !pets.some((p) => p.id === pet.id) && pets.length < PET_LIMITS.pets) pets.push(pet);
  }
  const activeId = pets.some((p) => p.id === value.activeId)
    ? (value.activeId as string)
    : (pets[0]?.id ?? null);
  return { pets, activeId };
}

/**
 * The browser's animals carried over to an account on login: the account's first, then those of
 * the browser it does not have (by id), up to the limit; the account's active animal stays active.
 */
export function mergeHouseholds(account: PetHousehold, browser: PetHousehold): PetHousehold {
  const pets = [...account.pets];
  for (const pet of browser.pets)
    if (!pets.some((p) => p.id === pet.id) && pets.length < PET_LIMITS.pets) pets.push(pet);
  return readHousehold({ pets, activeId: account.activeId ?? browser.activeId });
}

/** The active animal, if any. */
export const activePet = (household: PetHousehold): PetProfile | null =>
  household.pets.find((p) => p.id === household.activeId) ?? null;
