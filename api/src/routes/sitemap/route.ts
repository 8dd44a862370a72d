import { brandPath, ROBOTS_PATH, SITEMAP_PATH, SITEMAPS_PREFIX } from '@futterkompass/domain';
import { type Response, Router } from 'express';
import { notFound } from '../../service-errors';
import type { RouteMount } from '../mount';
import { createSitemapService, SITEMAP_NOT_FOUND, type SitemapFile, type SitemapService } from './service';
import { SitemapFileName } from './validators';

/**
 * robots.txt and the sitemaps, for crawlers. A sitemap is answered with its ETag (a crawler that
 * has it gets a 304) and kept out of the search results itself.
 */
export function sitemapRoutes(service: SitemapService): Router {
  const router = Router();
  const send = (res: Response, file: SitemapFile) => {
    res.set({
      ETag: file.etag,
      'Cache-Control': `public, max-age=${service.maxAgeSeconds}`,
      'X-Robots-Tag': 'noindex',
    });
    res.type('application/xml').send(file.body);
  };

  router.get(ROBOTS_PATH, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(service.robots());
  });

  router.get(SITEMAP_PATH, async (_req, res) => {
    send(res, await service.file('index'));
  });

  router.get(`${SITEMAPS_PREFIX}/:file`, async (req, res) => {
    const name = SitemapFileName.safeParse(req.params.file);
    if (!name.success) throw notFound(SITEMAP_NOT_FOUND);
    send(res, await service.file(name.data));
  });

  return router;
}

export const sitemapMount: RouteMount = {
  stage: 'site',
  base: '',
  calls: [
    ['GET', ROBOTS_PATH],
    ['GET', SITEMAP_PATH],
    ['GET', `${SITEMAPS_PREFIX}/:file`],
  ],
  build: ({ deps, adapters, publicUrl, catalog }) => {
    const listPages = async () => {
      const [counts, listed] = await Promise.all([catalog.categoryCounts(), catalog.brandsWithProducts()]);
      const categories = [...counts].filter(([, count]) => count > 0).map(([path]) => path);
      return [...categories, ...listed.map((brand) => brandPath(brand.slug))];
    };
    return sitemapRoutes(
      createSitemapService({ store: adapters.store, publicUrl, listPages, ...deps.sitemap }),
    );
  },
};
