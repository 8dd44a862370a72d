/**
 * A product in a personal list (profile, calculators' favourites select): brand and nutrition fields
 * (spec part 1 section 3, part 2 section 3). Energy is as stored: tenths of kcal per 100 g.
 */
export interface ListProduct {
  _id: string;
  urlExtension: string;
  brand: { _id: string; name: string };
  series: string;
  imageFront: string | null;
  proteins: number;
  fats: number;
  fibers: number;
  ash: number;
  moisture: number | null;
  energy: number | null;
  rating: number;
  ratingCount: number;
}

export const LIST_TYPES = ['favorites', 'negFavorites'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** Most products a personal list keeps. */
export const LIST_LIMIT = 500;
