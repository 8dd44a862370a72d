import {
  activePet,
  type FeedingAnimal,
  feedingAnimalOf,
  mergeHouseholds,
  type PetHousehold,
  type PetProfile,
  readHousehold,
} from '@futterkompass/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { putJson } from '../api/http';
import { useBrowserState } from '../render-context';
import { useSession } from '../state/session';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '../storage';

interface Pets {
  household: PetHousehold;
  active: PetProfile | null;
  /** What list and product requests say of the active animal (never its name). */
  activeAnimal: FeedingAnimal | null;
  /** Saves the household: in the browser for a guest, on the account when signed in. */
  save(next: PetHousehold): Promise<void>;
}

const EMPTY: PetHousehold = { pets: [], activeId: null };
/** Without the provider (a page rendered on its own, as the server renders entry pages): no animal. */
const NO_PETS: Pets = {
  household: EMPTY,
  active: null,
  activeAnimal: null,
  save: () => Promise.reject(new Error('no PetsProvider')),
};
const PetsContext = createContext<Pets>(NO_PETS);

const readStored = (): PetHousehold =>
  readHousehold(readJson(STORAGE_KEYS.pets, null, (v): v is unknown => true));

/**
 * "Mein Tier": a guest's animals live in this browser only; on login they are carried over to the
 * account (the account's first) and leave the browser; a signed-in user's are read from and saved
 * to the account.
 */
export function PetsProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const accountPets = user?.pets;
  const [household, setHousehold] = useBrowserState<PetHousehold>(readStored, EMPTY);
  const userId = user?._id ?? null;

  useEffect(() => {
    if (!userId) {
      // Signed out (or a guest): the browser's own animals, not the account's.
      const stored = readStored();
      setHousehold((shown) => (JSON.stringify(shown) === JSON.stringify(stored) ? shown : stored));
      return;
    }
    let current = true;
    // The account's animals come with the user; the browser's are carried over once, then leave it.
    const account = readHousehold(accountPets);
    const browser = readStored();
    if (browser.pets.length === 0) setHousehold(account);
    else
      putJson('/api/pets', mergeHouseholds(account, browser)).then(
        (answer) => {
          removeKey(STORAGE_KEYS.pets);
          if (current) setHousehold(readHousehold(answer.household));
        },
        () => {
          // Not carried over: the account's animals show, the browser keeps its own for the next login.
          if (current) setHousehold(account);
        },
      );
    return () => {
      current = false;
    };
  }, [userId, accountPets, setHousehold]);

  const save = useCallback(
    async (next: PetHousehold) => {
      const checked = readHousehold(next);
      if (userId) {
        const answer = await putJson('/api/pets', checked);
        setHousehold(readHousehold(answer.household));
      } else {
        writeJson(STORAGE_KEYS.pets, checked);
        setHousehold(checked);
      }
    },
    [userId, setHousehold],
  );

  const value = useMemo((): Pets => {
    const active = activePet(household);
    return { household, active, activeAnimal: active && feedingAnimalOf(active), save };
  }, [household, save]);
  return <PetsContext.Provider value={value}>{children}</PetsContext.Provider>;
}

export const usePets = (): Pets => useContext(PetsContext);
