import { z } from 'zod';

/** A child sitemap's file name: `pages.xml` or `products-N.xml` (N from 1). */
export const SitemapFileName = z.union([
  z.literal('pages.xml').transform(() => ({ kind: 'pages' as const })),
  z
    .string()
    .regex(/^products-[1-9]\d{0,6}\.xml$/)
    .transform((file) => ({ kind: 'products' as const, number: Number.parseInt(file.slice(9), 10) })),
]);

export type SitemapName = z.infer<typeof SitemapFileName>;
