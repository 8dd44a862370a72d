import { COLLECTIONS, DuplicateKeyError, type Store } from '@futterkompass/adapters';
import { type Brand, brandKey, checkBrandName, PRODUCT_FORM_MESSAGES as M } from '@futterkompass/domain';
import { conflict, invalid } from '../../service-errors';

export interface BrandChoice {
  _id: string;
  name: string;
}

const choice = (b: Brand): BrandChoice => ({ _id: b._id, name: b.name });
const byName = new Intl.Collator('de', { sensitivity: 'base' });

/** The brands an editor chooses from, and new ones: unique regardless of case and spacing. */
export function createAdminBrandService(store: Store) {
  const brands = store.collection<Brand>(COLLECTIONS.brands);
  const taken = async (nameKey: string) => {
    const existing = await brands.findOne({ nameKey });
    // The existing brand comes along, so that the form can select it instead.
    return conflict(M.brandTaken, existing ? { brand: choice(existing) } : {});
  };
  return {
    async list(): Promise<BrandChoice[]> {
      const all = await brands.find({}, { projection: { _id: 1, name: 1 } });
      return all.map(choice).sort((a, b) => byName.compare(a.name, b.name));
    },

    async create(rawName: string): Promise<BrandChoice> {
      const problem = checkBrandName(rawName);
      if (problem) throw invalid(problem, { field: 'name' });
      const name = rawName.trim().replace(/\s+/g, ' ');
      const nameKey = brandKey(name);
      if (await brands.findOne({ nameKey }, { projection: { _id: 1 } })) throw await taken(nameKey);
      try {
        return choice(await brands.insert({ name, nameKey }));
      } catch (error) {
        // Another editor created it between the look-up and the insert: the unique index decides.
        if (error instanceof DuplicateKeyError) throw await taken(nameKey);
        throw error;
      }
    },
  };
}

export type AdminBrandService = ReturnType<typeof createAdminBrandService>;
