import { type Brand, brandKey, brandSlugCandidate, type Producer, urlSlug } from '@futterkompass/domain';
import { BRAND_NAMES, PRODUCER_NAMES } from './names';
import { type Rng, seededId } from './rng';

export interface BrandPlan {
  brands: Brand[];
  producers: Producer[];
  /** Producer of each brand's products. */
  producerOf: Map<string, string>;
  /** Brand ids that have an owner account, with the owner's status. */
  owners: { brandId: string; username: string; status: 'active' | 'blocked' }[];
}

/** The brands, their producers and owners; ids stamped with the catalogue's first day. */
export function planBrands(rng: Rng, start: number): BrandPlan {
  const producers = PRODUCER_NAMES.map((name) => ({ _id: seededId(rng, start), name }));
  const producerOf = new Map<string, string>();
  const owners: BrandPlan['owners'] = [];
  const slugs = new Set<string>();
  const slugOf = (name: string) => {
    let attempt = 1;
    while (slugs.has(brandSlugCandidate(name, attempt))) attempt++;
    const slug = brandSlugCandidate(name, attempt);
    slugs.add(slug);
    return slug;
  };
  const brands = BRAND_NAMES.map((name, index): Brand => {
    const _id = seededId(rng, start + index);
    if (rng.chance(0.85)) producerOf.set(_id, rng.pick(producers)._id);
    const brand: Brand = {
      _id,
      name,
      nameKey: brandKey(name),
      slug: slugOf(name),
      description: `${name} steht für ${rng.pick(['ehrliche', 'schonend zubereitete', 'regionale', 'artgerechte'])} Tiernahrung mit ${rng.pick(['hohem Fleischanteil', 'offener Deklaration', 'ausgewählten Zutaten', 'kurzen Transportwegen'])}.`,
    };
    // Every eighth brand has an owner; one of them is blocked, so its contact option disappears.
    if (index % 8 === 3) {
      const status = index === 19 ? 'blocked' : 'active';
      owners.push({ brandId: _id, username: `marke-${urlSlug(name)}`, status });
      brand.supportEmail = `service@${urlSlug(name)}.example`;
    }
    return brand;
  });
  return { brands, producers, producerOf, owners };
}
