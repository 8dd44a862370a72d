import {
  type Adapters,
  DEFAULT_RATE_LIMITS,
  type FeedPullConfig,
  type Queue,
  type RateLimitConfig,
  type TrustProxy,
} from '@futterkompass/adapters';
import { parseCatalogSearch, serializeCatalogQuery } from '@futterkompass/domain';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { accountMails } from './accounts/mails';
import { createOneTimeTokens } from './accounts/one-time-tokens';
import { createPasswordGuard } from './accounts/password-guard';
import { createSessions } from './accounts/sessions';
import { createVisitorKeys } from './clicks/visitor-key';
import { apiNotFound, errorHandler, failureShape, HttpError, nothingHere } from './http/errors';
import { metricsRoute, noteMount, requestMetrics } from './http/metrics';
import { createRateLimiters } from './http/rate-limits';
import { requestLog } from './http/request-log';
import { type SecurityOptions, securityHeaders } from './http/security-headers';
import type { ServerRenderer } from './http/server-render';
import { filesRoute, webApp } from './http/static';
import { createMerchantAccounts } from './merchants/merchant-accounts';
import { createShopLogos } from './merchants/shop-logo';
import { createOfferImport } from './offers/import-offers';
import { createPriceWatch } from './products/price-watch';
import { createProductImages } from './products/product-images';
import { createProductWrites } from './products/product-writes';
import { accountRoutes } from './routes/account/route';
import { createAccountService } from './routes/account/service';
import { adminRoutes } from './routes/admin/route';
import { adminBrandRoutes } from './routes/admin-brands/route';
import { createAdminBrandService } from './routes/admin-brands/service';
import { adminFeedRoutes } from './routes/admin-feeds/route';
import { adminImageRoutes } from './routes/admin-images/route';
import { createAdminImageService } from './routes/admin-images/service';
import { adminMerchantRoutes } from './routes/admin-merchants/route';
import { adminProductRoutes } from './routes/admin-products/route';
import { createAdminProductService } from './routes/admin-products/service';
import { alertBarRoutes } from './routes/alert-bar/route';
import { createAlertBarService } from './routes/alert-bar/service';
import { createEmailChange } from './routes/auth/email-change';
import { authRoutes } from './routes/auth/route';
import { createAuthService } from './routes/auth/service';
import { b2bRoutes } from './routes/b2b/route';
import { createB2bService } from './routes/b2b/service';
import { createFeedDownloads } from './routes/b2b-feeds/downloads';
import { b2bFeedRoutes } from './routes/b2b-feeds/route';
import { createFeedService } from './routes/b2b-feeds/service';
import { catalogRoutes } from './routes/catalog/route';
import { createCatalogService } from './routes/catalog/service';
import { clickOutRoutes } from './routes/click-out/route';
import { createClickOutService } from './routes/click-out/service';
import { communityRoutes } from './routes/community/route';
import { createCommunityService } from './routes/community/service';
import { consultantsRoutes } from './routes/consultants/route';
import { createConsultantsService } from './routes/consultants/service';
import { feedReviewRoutes } from './routes/feed-review/route';
import { createFeedReviewService } from './routes/feed-review/service';
import { healthRoutes } from './routes/health/route';
import { listsRoutes } from './routes/lists/route';
import { createListsService } from './routes/lists/service';
import { messagesRoutes } from './routes/messages/route';
import { createMessagesService } from './routes/messages/service';
import { offerFeedRoutes } from './routes/offer-feed/route';
import { postsRoutes } from './routes/posts/route';
import { createPostsService } from './routes/posts/service';
import { priceAlertsRoutes } from './routes/price-alerts/route';
import { createPriceAlertsService } from './routes/price-alerts/service';
import { priceHistoryRoutes } from './routes/price-history/route';
import { createPriceHistoryService } from './routes/price-history/service';
import { productRoutes } from './routes/product/route';
import { createProductService } from './routes/product/service';
import { reviewReportMails } from './routes/review-reports/mails';
import { createReviewModeration } from './routes/review-reports/moderation';
import { createReporterKeys } from './routes/review-reports/reporter-key';
import { reviewModerationRoutes, reviewReportRoutes } from './routes/review-reports/route';
import { createReviewReportService } from './routes/review-reports/service';
import { siteConfigRoutes } from './routes/site-config/route';
import { sitemapRoutes } from './routes/sitemap/route';
import { createSitemapService, type SitemapOptions } from './routes/sitemap/service';

export interface AppDeps {
  adapters: Pick<
    Adapters,
    'store' | 'search' | 'queue' | 'files' | 'mailer' | 'captcha' | 'rateLimits' | 'offerAge'
  > &
    Partial<Pick<Adapters, 'searchWriter'>>;
  logger: Logger;
  adminTokens: readonly string[];
  /** Folder of the built web app; without one only the API is served. */
  webDist?: string;
  /** Renders the first screen of the web app's entry pages (api/src/http/server-render.ts). */
  renderer?: ServerRenderer | null;
  security?: SecurityOptions;
  /** Where the portal is reached: the links in mails point there. */
  publicUrl?: string;
  rateLimits?: RateLimitConfig;
  /** Where product reports and contact messages are mailed. */
  operatorEmail?: string;
  /** OFFER_FEED_KEY: lets shops and price bots post offer feeds. */
  offerFeedKey?: string;
  /** The process's metrics: requests are counted into it and `GET /metrics` serves it. */
  metrics?: Registry;
  /** Which proxies' X-Forwarded-For names the client (TRUST_PROXY); loopback by default. */
  trustProxy?: TrustProxy;
  /** Size of the child sitemaps and how long generated ones are kept. */
  sitemap?: SitemapOptions;
  /** The queue registered feeds are pulled through: with it, merchants manage their feeds (/api/b2b). */
  feeds?: { queue: Queue; config: FeedPullConfig };
  /** How new passwords are hashed (argon2id); a test counts the hashes. */
  hashPassword?: (password: string) => Promise<string>;
}

/** The HTTP application: routes -> services -> adapters. */
export function createApp(deps: AppDeps): Express {
  const { adapters, logger, adminTokens, webDist } = deps;
  const security = {
    ...(deps.security ?? { publicUrl: 'http://localhost' }),
    captcha: !!adapters.captcha.siteKey,
  };
  const { store } = adapters;
  const sessions = createSessions(store);
  const tokens = createOneTimeTokens(store);
  const publicUrl = deps.publicUrl ?? security.publicUrl;
  const priceWatch = createPriceWatch({
    store,
    mailer: adapters.mailer,
    offerAge: adapters.offerAge,
    logger,
    publicUrl,
  });
  const productWrites = createProductWrites({ ...adapters, priceWatch, logger });
  const productImages = createProductImages({ ...adapters, logger });
  const rateLimits = deps.rateLimits ?? DEFAULT_RATE_LIMITS;
  const limits = createRateLimiters(rateLimits, adapters.rateLimits, logger);
  const guard = createPasswordGuard(rateLimits, adapters.rateLimits);
  const catalog = createCatalogService(adapters);
  const products = createProductService({ ...adapters, catalog });
  const alertBar = createAlertBarService(store);

  const app = express();
  app.disable('x-powered-by');
  // The client's address (rate limits, logs) is read from X-Forwarded-For only as far as it was
  // written by the proxies named here.
  app.set('trust proxy', deps.trustProxy ?? 'loopback');
  app.use(securityHeaders(security), requestLog(logger), compression());
  if (deps.metrics) {
    app.use(requestMetrics(deps.metrics));
    app.use(metricsRoute(deps.metrics, adminTokens));
  }
  app.use('/api/filter-products', failureShape({ success: 0 }));
  app.use(
    '/api/admin/offers',
    noteMount,
    offerFeedRoutes({
      offerImport: createOfferImport({ store, productWrites }),
      logger,
      adminTokens,
      ...(deps.offerFeedKey && { offerFeedKey: deps.offerFeedKey }),
    }),
  );
  app.use(express.json({ limit: '100kb' }));

  const api = express.Router();
  api.use(noteMount);
  api.use(healthRoutes(adapters));
  api.use(siteConfigRoutes(adapters.captcha));
  api.use(alertBarRoutes(alertBar));
  api.use(catalogRoutes(catalog));
  api.use(productRoutes(products));
  api.use(priceHistoryRoutes(createPriceHistoryService(store)));
  const consultants = createConsultantsService(adapters);
  const posts = createPostsService(adapters);
  api.use(consultantsRoutes(consultants));
  api.use(postsRoutes(posts));
  api.use(communityRoutes(createCommunityService({ ...adapters, productWrites }), sessions, limits));
  const operatorEmail = deps.operatorEmail ?? 'redaktion@futterkompass.de';
  api.use(messagesRoutes(createMessagesService({ ...adapters, logger, publicUrl, operatorEmail }), limits));
  const reviewMails = reviewReportMails(publicUrl, operatorEmail);
  api.use(
    reviewReportRoutes(
      createReviewReportService({ ...adapters, logger, keys: createReporterKeys(store), mails: reviewMails }),
      sessions,
      limits,
    ),
  );
  api.use(accountRoutes(createAccountService({ store, productWrites, guard, logger }), sessions, limits));
  api.use(listsRoutes(createListsService(adapters), sessions, limits));
  api.use(priceAlertsRoutes(createPriceAlertsService(adapters), sessions, limits));
  api.use('/b2b', noteMount, b2bRoutes(createB2bService(store, adapters.files), sessions, logger));
  const feedService =
    deps.feeds && createFeedService({ store, offerAge: adapters.offerAge, productWrites, ...deps.feeds });
  if (feedService)
    api.use(
      '/b2b',
      noteMount,
      b2bFeedRoutes(
        { service: feedService, downloads: createFeedDownloads(store) },
        sessions,
        limits,
        logger,
      ),
      apiNotFound,
    );
  // The editors' calls (session and role) come before the ops router, which refuses everything
  // under /admin without its admin token; each ends in a 404 so that nothing falls through to it.
  api.use(
    '/admin/products',
    noteMount,
    adminProductRoutes(
      createAdminProductService({ ...adapters, productWrites, images: productImages }),
      sessions,
      limits,
    ),
    apiNotFound,
  );
  api.use(
    '/admin/brands',
    noteMount,
    adminBrandRoutes(createAdminBrandService(store), sessions, limits),
    apiNotFound,
  );
  api.use(
    '/admin/images',
    noteMount,
    adminImageRoutes(
      createAdminImageService({ ...adapters, productWrites, images: productImages }),
      sessions,
      limits,
    ),
    apiNotFound,
  );
  if (deps.feeds)
    api.use(
      '/admin/feed-review',
      noteMount,
      feedReviewRoutes(
        createFeedReviewService({ store, productWrites, queue: deps.feeds.queue }),
        sessions,
        limits,
      ),
      apiNotFound,
    );
  api.use(
    '/admin/review-reports',
    noteMount,
    reviewModerationRoutes(
      createReviewModeration({ ...adapters, logger, productWrites, mails: reviewMails }),
      sessions,
      limits,
    ),
    apiNotFound,
  );
  const logos = createShopLogos({
    files: adapters.files,
    allowPrivate: deps.feeds?.config.allowPrivate ?? false,
  });
  const merchants = createMerchantAccounts({ ...adapters, productWrites, tokens, logger, publicUrl, logos });
  api.use('/admin/merchants', noteMount, adminMerchantRoutes(merchants, adminTokens), apiNotFound);
  if (feedService)
    api.use('/admin/feeds', noteMount, adminFeedRoutes(feedService, merchants, adminTokens), apiNotFound);
  api.use(
    '/admin',
    noteMount,
    adminRoutes({
      ...adapters,
      searchWriter: adapters.searchWriter === undefined ? adapters.search : adapters.searchWriter,
      logger,
      adminTokens,
    }),
  );
  api.use(apiNotFound);
  app.use('/api', api);
  const accountDeps = {
    ...adapters,
    sessions,
    tokens,
    mails: accountMails(publicUrl),
    guard,
    logger,
    ...(deps.hashPassword && { hashPassword: deps.hashPassword }),
  };
  const auth = createAuthService(accountDeps);
  const emailChange = createEmailChange(accountDeps);
  app.use('/auth', noteMount, authRoutes(auth, emailChange, sessions, limits), apiNotFound);
  app.use('/files', filesRoute(adapters.files));
  app.use(sitemapRoutes(createSitemapService({ store, publicUrl, ...deps.sitemap })));
  app.use(clickOutRoutes(createClickOutService({ store, visitors: createVisitorKeys(store) }), logger));

  const web = webDist
    ? webApp(webDist, {
        publicUrl,
        productPage: products.page,
        posts: posts.list,
        post: (id) =>
          posts.one(id).catch((error: unknown) => {
            if (error instanceof HttpError && error.status === 404) return null;
            throw error;
          }),
        consultantFilters: consultants.filterValues,
        alertBar: alertBar.get,
        homeProducts: async () => ({ bestProducts: await products.best() }),
        renderer: deps.renderer ?? null,
        onRenderError: (error, url) => logger.error({ err: error, url }, 'server rendering failed'),
        listAnswer: async (search) => {
          const query = parseCatalogSearch(search);
          return {
            query: serializeCatalogQuery(query),
            answer: { success: 1, ...(await catalog.filterProducts(query)) },
          };
        },
      })
    : null;
  if (web) app.use(web);
  app.use(nothingHere);
  app.use(errorHandler(logger));
  return app;
}
