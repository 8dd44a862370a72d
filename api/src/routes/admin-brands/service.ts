import { COLLECTIONS, DuplicateKeyError, type Store } from '@futterkompass/adapters';
import {
  type Brand,
  brandKey,
  brandSlugCandidate,
  checkBrandName,
  PRODUCT_FORM_MESSAGES as M,
} from '@futterkompass/domain';
import type { BrandDirectory } from '../../products/brand-directory';
import { conflict, invalid } from '../../service-errors';

export interface BrandChoice {
  _id: string;
  name: string;
}

/** Brands of one name's slug that may exist before a new one gives up (-2 … -50). */
const MAX_SLUG_ATTEMPTS = 50;

const choice = (b: Brand): BrandChoice => ({ _id: b._id, name: b.name });
const byName = new Intl.Collator('de', { sensitivity: 'base' });

/** The brands an editor chooses from, and new ones: unique regardless of case and spacing. */
export function createAdminBrandService(store: Store, directory: Pick<BrandDirectory, 'invalidate'>) {
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

    /** A new brand with its slug: the plain one, or -2, -3 … when another brand has it. */
    async create(rawName: string): Promise<BrandChoice> {
      const problem = checkBrandName(rawName);
      if (problem) throw invalid(problem, { field: 'name' });
      const name = rawName.trim().replace(/\s+/g, ' ');
      const nameKey = brandKey(name);
      const exists = async (filter: Partial<Brand>) =>
        !!(await brands.findOne(filter, { projection: { _id: 1 } }));
      if (await exists({ nameKey })) throw await taken(nameKey);
      for (let attempt = 1; attempt <= MAX_SLUG_ATTEMPTS; attempt++) {
        const slug = brandSlugCandidate(name, attempt);
        if (await exists({ slug })) continue;
        try {
          const created = await brands.insert({ name, nameKey, slug });
          directory.invalidate();
          return choice(created);
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
          // Another editor created it between the look-up and the insert: the unique index decides.
          if (await exists({ nameKey })) throw await taken(nameKey);
          // Or took the slug meanwhile: the next number.
        }
      }
      throw new Error(`no free slug for the brand ${name}`);
    },
  };
}

export type AdminBrandService = ReturnType<typeof createAdminBrandService>;
