import { COLLECTIONS, type Store } from '@futterkompass/adapters';
import { PET_LIMITS, PET_MESSAGES, type PetHousehold, readHousehold, type User } from '@futterkompass/domain';
import { invalid } from '../../service-errors';

/** "Mein Tier" of a signed-in user: the household kept on the account. */
export function createPetsService({ store }: { store: Store }) {
  const users = store.collection<User>(COLLECTIONS.users);
  return {
    household: (user: User): PetHousehold => readHousehold(user.pets),

    /** Replaces the household in one write; an animal that is not one is refused, not dropped. */
    async save(user: User, body: unknown): Promise<PetHousehold> {
      const household = readHousehold(body);
      const sent = (body as { pets: unknown[] }).pets.length;
      if (sent > PET_LIMITS.pets) throw invalid(PET_MESSAGES.tooMany);
      if (household.pets.length !== sent) throw invalid(PET_MESSAGES.invalid);
      await users.updateOne({ _id: user._id }, { $set: { pets: household } });
      return household;
    },
  };
}

export type PetsService = ReturnType<typeof createPetsService>;
