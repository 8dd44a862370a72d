import { BRAND_MESSAGES, type BrandInfo, type BrandListing } from '@futterkompass/domain';
import type { BrandDirectory } from '../../products/brand-directory';
import { notFound } from '../../service-errors';
import type { CatalogService } from '../catalog/service';

export interface BrandsDeps {
  brands: BrandDirectory;
  catalog: Pick<CatalogService, 'brandsWithProducts'>;
}

/** The brand index and the brand pages' introductions (issue 43). */
export function createBrandsService({ brands, catalog }: BrandsDeps) {
  return {
    /** Every brand with published products, A-Z: the brand index. */
    list: (): Promise<BrandListing[]> => catalog.brandsWithProducts(),

    /** A brand by its slug, for its page's heading and introduction. */
    async one(slug: string): Promise<BrandInfo> {
      const brand = await brands.bySlug(slug);
      if (!brand) throw notFound(BRAND_MESSAGES.notFound);
      return { slug: brand.slug, name: brand.name, description: brand.description };
    },
  };
}

export type BrandsService = ReturnType<typeof createBrandsService>;
