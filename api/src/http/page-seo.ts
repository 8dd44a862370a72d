import {
  absoluteUrl,
  articleStructuredData,
  breadcrumbStructuredData,
  type CatalogQuery,
  isObjectId,
  LIST_PATTERNS,
  listCanonicalPath,
  NOT_FOUND_PATTERN,
  OPERATOR,
  organizationStructuredData,
  type PostListing,
  PRODUCT_PAGE_PATTERN,
  type ProductDetail,
  postPath,
  productCanonicalUrl,
  productStructuredData,
  quickSearchListUrl,
  ROUTES,
  SEARCH_TERM_PLACEHOLDER,
  type StructuredData,
  websiteStructuredData,
  withoutTrailingSlashes,
} from '@futterkompass/domain';
import { escapeHtml } from './page-head';

/** A breadcrumb step as the rendered page shows it (web/src/pages/Breadcrumb.tsx). */
export interface BreadcrumbStep {
  label: string;
  to?: string;
}

export interface SeoPage {
  /** The route pattern the path belongs to (domain's routePatternOf). */
  pattern: string;
  pathname: string;
  search: string;
  title: string;
  description: string;
  /** The product of a product page, with its package sizes' barcodes. */
  product?: { detail: ProductDetail; barcodes: readonly (string | undefined)[] };
  /** A list page's state, and whether it may be indexed (its filters and its total decide). */
  list?: { query: CatalogQuery; indexable: boolean };
  /** A post's page: its post. */
  post?: PostListing;
  /** The page's breadcrumb trail after 'Startseite', as the server rendered it. */
  breadcrumb?: readonly BreadcrumbStep[];
}

/** The picture of a link preview without a product picture of its own: the portal's icon. */
export const DEFAULT_PREVIEW_IMAGE = '/pwa-512x512.png';
/** Pages search engines keep out of their index but follow the links of (docs/seo.md). */
const NOINDEX = 'noindex, follow';
/** The tag of such a page; also on the private pages (sign-in, profile, editor), which the browser paints. */
export const NOINDEX_TAG = `<meta name="robots" content="${NOINDEX}" />`;
/** A visitor's own compare list, served as an empty shell: nothing to index. */
const PRIVATE_CONTENT = new Set<string>([ROUTES.compare]);

/**
 * JSON inside a <script> element: `<`, `>` and `&` as Unicode escapes, so that no text in the data
 * (a product name with `</script>` in it) can end the element or open a comment; U+2028 and U+2029
 * escaped too (old parsers end a line there).
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const ldScript = (data: StructuredData) =>
  `<script type="application/ld+json">${jsonForScript(data)}</script>`;

/** The canonical path of a page, and whether search engines may index it. */
function canonicalOf(page: SeoPage): { path: string | null; indexable: boolean } {
  if (page.pattern === NOT_FOUND_PATTERN) return { path: null, indexable: false };
  if (LIST_PATTERNS.includes(page.pattern) && page.list)
    return { path: listCanonicalPath(page.list.query), indexable: page.list.indexable };
  if (page.pattern === ROUTES.tip) {
    const id = new URLSearchParams(page.search).get('id') ?? '';
    return isObjectId(id) ? { path: postPath(id), indexable: true } : { path: null, indexable: false };
  }
  const path = page.pathname.length > 1 ? withoutTrailingSlashes(page.pathname) : page.pathname;
  return { path, indexable: !PRIVATE_CONTENT.has(page.pattern) };
}

/** The product's first picture for a preview: raster only (link previews show no SVG). */
function previewImage(product: ProductDetail | undefined): string {
  const src = product?.imageFront;
  return src && !src.toLowerCase().endsWith('.svg') ? src : DEFAULT_PREVIEW_IMAGE;
}

function structuredData(page: SeoPage, publicUrl: string, canonical: string | null): StructuredData[] {
  const data: StructuredData[] = [];
  const url = (path: string) => absoluteUrl(publicUrl, path);
  if (page.pattern === ROUTES.home) {
    data.push(
      websiteStructuredData({
        name: OPERATOR.site,
        url: url(ROUTES.home),
        searchUrl: url(quickSearchListUrl(SEARCH_TERM_PLACEHOLDER)).replace(
          encodeURIComponent(SEARCH_TERM_PLACEHOLDER),
          SEARCH_TERM_PLACEHOLDER,
        ),
      }),
      organizationStructuredData({
        name: OPERATOR.site,
        url: url(ROUTES.home),
        logo: url(DEFAULT_PREVIEW_IMAGE),
        email: OPERATOR.email,
      }),
    );
  }
  if (page.pattern === PRODUCT_PAGE_PATTERN && page.product && canonical) {
    const { detail, barcodes } = page.product;
    const images = [detail.imageFront, detail.imageContent1, detail.imageContent2]
      .filter((src): src is string => !!src)
      .map(url);
    const product = productStructuredData({ product: detail, url: canonical, images, barcodes });
    if (product) data.push(product);
  }
  if (page.pattern === ROUTES.tip && page.post && canonical) {
    data.push(
      articleStructuredData({
        headline: page.post.title,
        description: page.description,
        datePublished: page.post.createdAt,
        url: canonical,
        image: url(DEFAULT_PREVIEW_IMAGE),
        publisher: { name: OPERATOR.site, url: url(ROUTES.home), logo: url(DEFAULT_PREVIEW_IMAGE) },
      }),
    );
  }
  if (page.breadcrumb?.length && canonical) {
    const trail = [{ name: 'Startseite', url: url(ROUTES.home) }];
    for (const step of page.breadcrumb)
      trail.push({ name: step.label, url: step.to ? url(step.to) : canonical });
    data.push(breadcrumbStructuredData(trail));
  }
  return data;
}

/**
 * The head tags of a server-rendered page for search engines and link previews: its canonical
 * link (or noindex), Open Graph and Twitter card tags with picture and price, and its JSON-LD.
 */
export function seoTags(page: SeoPage, publicUrl: string): string {
  const { path, indexable } = canonicalOf(page);
  const product = page.product?.detail;
  const canonical =
    page.pattern === PRODUCT_PAGE_PATTERN && product
      ? productCanonicalUrl(publicUrl, product.urlExtension)
      : path && absoluteUrl(publicUrl, path);
  const image = absoluteUrl(publicUrl, previewImage(product));
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const prices = product?.variants.map((offer) => offer.price) ?? [];
  const tags = [
    canonical && `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    !indexable && NOINDEX_TAG,
    meta('property', 'og:site_name', OPERATOR.site),
    meta('property', 'og:locale', 'de_DE'),
    meta('property', 'og:type', product ? 'product' : page.post ? 'article' : 'website'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    canonical && meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', product ? `${product.brand.name} ${product.series}` : OPERATOR.site),
    prices.length > 0 && meta('property', 'product:price:amount', Math.min(...prices).toFixed(2)),
    prices.length > 0 && meta('property', 'product:price:currency', 'EUR'),
    meta('name', 'twitter:card', image.endsWith(DEFAULT_PREVIEW_IMAGE) ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    ...structuredData(page, publicUrl, canonical || null).map(ldScript),
  ];
  return tags.filter(Boolean).join('\n    ');
}
