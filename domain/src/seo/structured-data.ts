import type {
  AggregateOffer,
  AggregateRating,
  Article,
  BreadcrumbList,
  Organization,
  Product,
  Review,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { type ProductDetail, STRUCTURED_DATA_REVIEWS } from '../products';
import { productGtin } from './gtin';

/**
 * schema.org JSON-LD of the public pages, typed by schema-dts (which knows every type and property
 * of schema.org), shaped as Google's rich results want it (docs/seo.md).
 */
export type StructuredData = WithContext<Product | BreadcrumbList | WebSite | Organization | Article>;

const CONTEXT = 'https://schema.org' as const;
/** Stars of a review: 1 to 5. */
const BEST_RATING = 5;
const WORST_RATING = 1;

const cents = (euros: number) => Math.round(euros * 100) / 100;

/**
 * The offers a visitor can buy now as one price range (Google's product snippet shows it): its
 * lowPrice is the page's "ab" price; sold-out and outdated offers are not offered.
 */
function aggregateOffer(product: ProductDetail): AggregateOffer | null {
  const prices = product.variants.filter((offer) => offer.status === 'buyable').map((offer) => offer.price);
  if (prices.length === 0) return null;
  return {
    '@type': 'AggregateOffer',
    priceCurrency: 'EUR',
    lowPrice: cents(Math.min(...prices)),
    highPrice: cents(Math.max(...prices)),
    offerCount: prices.length,
  };
}

function aggregateRating(product: ProductDetail): AggregateRating | null {
  if (product.ratingCount === 0) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: product.rating,
    ratingCount: product.ratingCount,
    bestRating: BEST_RATING,
    worstRating: WORST_RATING,
  };
}

const review = (r: ProductDetail['reviews'][number]): Review => ({
  '@type': 'Review',
  author: { '@type': 'Person', name: r.from.username },
  datePublished: r.createdAt.slice(0, 10),
  ...(r.review && { reviewBody: r.review }),
  reviewRating: {
    '@type': 'Rating',
    ratingValue: r.rating,
    bestRating: BEST_RATING,
    worstRating: WORST_RATING,
  },
});

export interface ProductStructuredDataInput {
  product: ProductDetail;
  /** The product's canonical address. */
  url: string;
  /** Its pictures, absolute. */
  images: readonly string[];
  /** The barcodes of its package sizes as stored. */
  barcodes: readonly (string | undefined)[];
}

/**
 * A product page's Product: brand, pictures, its GTIN where it has one, its offers as an
 * AggregateOffer in euros and its rating with the newest few reviews. Null for a product without an
 * offer or without a picture of its own: Google's rules for product markup require both (its
 * merchant listings check them as errors), and a placeholder picture must not stand in.
 */
export function productStructuredData({
  product,
  url,
  images,
  barcodes,
}: ProductStructuredDataInput): WithContext<Product> | null {
  const offers = aggregateOffer(product);
  if (!offers || images.length === 0) return null;
  const rating = aggregateRating(product);
  const gtin = productGtin(barcodes);
  const description = product.productDescription ?? product.brand.description;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: `${product.brand.name} ${product.series}`,
    url,
    image: [...images],
    ...(description && { description }),
    brand: { '@type': 'Brand', name: product.brand.name },
    ...(gtin && { [gtin.property]: gtin.value }),
    offers,
    ...(rating && {
      aggregateRating: rating,
      // The newest few, all among the first reviews the page shows: no review in the markup that a
      // visitor cannot read on the page, and no head of hundreds of them (the rating counts all).
      review: product.reviews.slice(0, STRUCTURED_DATA_REVIEWS).map(review),
    }),
  };
}

/** A page's breadcrumb trail, each step with its absolute address (the current page's too). */
export function breadcrumbStructuredData(
  trail: readonly { name: string; url: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** Where the portal's search puts a search term: an address with `{search_term_string}` in it. */
export const SEARCH_TERM_PLACEHOLDER = '{search_term_string}';

/** The start page's WebSite with the quick search as its SearchAction (`searchUrl` names the term). */
export function websiteStructuredData(site: {
  name: string;
  url: string;
  searchUrl: string;
}): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: site.searchUrl },
    'query-input': `required name=${SEARCH_TERM_PLACEHOLDER.slice(1, -1)}`,
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    inLanguage: 'de',
    potentialAction: search,
  };
}

/** The start page's Organization: the portal's operator, with its logo. */
export function organizationStructuredData(operator: {
  name: string;
  url: string;
  logo: string;
  email: string;
}): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: operator.name,
    url: operator.url,
    logo: operator.logo,
    email: operator.email,
  };
}

/**
 * A post's Article: its title, description, date and address, by the portal (author and
 * publisher), with the portal's picture (a post has none of its own).
 */
export function articleStructuredData(article: {
  headline: string;
  description: string;
  datePublished: string;
  url: string;
  image: string;
  publisher: { name: string; url: string; logo: string };
}): WithContext<Article> {
  const publisher: Organization = {
    '@type': 'Organization',
    name: article.publisher.name,
    url: article.publisher.url,
    logo: article.publisher.logo,
  };
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    mainEntityOfPage: article.url,
    url: article.url,
    image: [article.image],
    inLanguage: 'de',
    author: publisher,
    publisher,
  };
}
