import type { SearchBestOffer, SearchDocument } from './search-document';

/** What a product card and a quick search hit show (spec part 1 section 2): the list API's product. */
export interface ProductCard {
  _id: string;
  urlExtension: string;
  brand: { _id: string; name: string; owned: boolean };
  series: string;
  imageUrl: string | null;
  rating: number;
  ratingCount: number;
  bestOffer: SearchBestOffer | null;
}

/** The card of a search document; `imageUrl` turns a stored file name into its address. */
export function toProductCard(doc: SearchDocument, imageUrl: (file: string) => string): ProductCard {
  return {
    _id: doc.id,
    urlExtension: doc.urlExtension,
    brand: { _id: doc.brandId, name: doc.brandName, owned: doc.brandOwned },
    series: doc.series,
    // Images are stored by lower-case file name.
    imageUrl: doc.image ? imageUrl(doc.image.toLowerCase()) : null,
    rating: doc.rating,
    ratingCount: doc.ratingCount,
    bestOffer: doc.bestOffer,
  };
}
