import { COLLECTIONS, type FileStore, type Store } from '@futterkompass/adapters';
import {
  availableConsultantFilters,
  type Consultant,
  type ConsultantFilters,
  type ConsultantFilterValues,
  type ConsultantListing,
  followableLink,
  matchesConsultant,
} from '@futterkompass/domain';

/** The fields of the directory entry: whatever else a stored document carries stays on the server. */
const PUBLIC_FIELDS = {
  _id: 1,
  name: 1,
  company: 1,
  logo: 1,
  url: 1,
  email: 1,
  phone: 1,
  country: 1,
  zip: 1,
  animal: 1,
  foodType: 1,
  ageGroup: 1,
  specialty: 1,
  attributes: 1,
  consultingType: 1,
} as const;

/**
 * The consultant directory. It holds tens of entries, so the questionnaire is matched in memory
 * with the domain's rules rather than translated into a store query.
 */
export function createConsultantsService({ store, files }: { store: Store; files: FileStore }) {
  const consultants = store.collection<Consultant>(COLLECTIONS.consultants);
  const all = () => consultants.find({}, { projection: PUBLIC_FIELDS });
  const logoUrl = (logo: string | undefined) => {
    if (!logo) return null;
    try {
      return files.publicUrl(logo);
    } catch {
      return null; // a stored name the files port refuses shows the fallback
    }
  };

  return {
    async filterValues(): Promise<ConsultantFilterValues> {
      return availableConsultantFilters(await all());
    },
    async search(filters: ConsultantFilters): Promise<ConsultantListing[]> {
      return (await all())
        .filter((c) => matchesConsultant(c, filters))
        .map(({ url, ...c }) => ({
          ...c,
          // Only a web address that the browser follows as one is linked.
          ...(url && followableLink(url, { allowPath: false }) && { url }),
          logoUrl: logoUrl(c.logo),
        }));
    },
  };
}

export type ConsultantsService = ReturnType<typeof createConsultantsService>;
