import type { FileStore } from '@futterkompass/adapters';
import type { SearchDocument } from '@futterkompass/search-config';

/** What a product card and a quick search hit show (spec part 1 section 2). */
export interface ProductCard {
  _id: string;
  urlExtension: string;
  brand: { _id: string; name: string; owned: boolean };
  series: string;
  imageUrl: string | null;
  rating: number;
  ratingCount: number;
  bestOffer: SearchDocument['bestOffer'];
}

export function toProductCard(doc: SearchDocument, files: FileStore): ProductCard {
  return {
    _id: doc.id,
    urlExtension: doc.urlExtension,
    brand: { _id: doc.brandId, name: doc.brandName, owned: doc.brandOwned },
    series: doc.series,
    // Images are stored by lower-case file name.
    imageUrl: doc.image ? files.publicUrl(doc.image.toLowerCase()) : null,
    rating: doc.rating,
    ratingCount: doc.ratingCount,
    bestOffer: doc.bestOffer,
  };
}
