import {
  type Adapters,
  DEFAULT_RATE_LIMITS,
  type FeedPullConfig,
  type Queue,
  type RateLimitConfig,
  type TrustProxy,
} from '@futterkompass/adapters';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { createOneTimeTokens } from './accounts/one-time-tokens';
import { createPasswordGuard } from './accounts/password-guard';
import { createSessions } from './accounts/sessions';
import { createRateLimiters } from './http/rate-limits';
import type { SecurityOptions } from './http/security-headers';
import type { ServerRenderer } from './http/server-render';
import { createMerchantAccounts } from './merchants/merchant-accounts';
import { createShopLogos } from './merchants/shop-logo';
import { createBrandDirectory } from './products/brand-directory';
import { createPriceWatch } from './products/price-watch';
import { createProductImages } from './products/product-images';
import { createProductWrites } from './products/product-writes';
import { createAlertBarService } from './routes/alert-bar/service';
import { createFeedService } from './routes/b2b-feeds/service';
import { createBrandsService } from './routes/brands/service';
import { createCatalogService } from './routes/catalog/service';
import { createConsultantsService } from './routes/consultants/service';
import { createPostsService } from './routes/posts/service';
import { createProductService } from './routes/product/service';
import { reviewReportMails } from './routes/review-reports/mails';
import type { SitemapOptions } from './routes/sitemap/service';

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

export type AppContext = ReturnType<typeof createAppContext>;

/**
 * What more than one route folder (or the web app's first answers) uses, built once per app: the
 * sessions, rate limits and product writes, and the services the pages read too. A service only
 * one route folder uses is built there (its `RouteMount.build`).
 */
export function createAppContext(deps: AppDeps) {
  const { adapters, logger } = deps;
  const { store } = adapters;
  const security = {
    ...(deps.security ?? { publicUrl: 'http://localhost' }),
    captcha: !!adapters.captcha.siteKey,
  };
  const publicUrl = deps.publicUrl ?? security.publicUrl;
  const operatorEmail = deps.operatorEmail ?? 'redaktion@futterkompass.de';
  const priceWatch = createPriceWatch({
    store,
    mailer: adapters.mailer,
    offerAge: adapters.offerAge,
    logger,
    publicUrl,
  });
  const productWrites = createProductWrites({ ...adapters, priceWatch, logger });
  const rateLimits = deps.rateLimits ?? DEFAULT_RATE_LIMITS;
  const brands = createBrandDirectory(store);
  const catalog = createCatalogService({ ...adapters, brands });
  const tokens = createOneTimeTokens(store);
  const logos = createShopLogos({
    files: adapters.files,
    allowPrivate: deps.feeds?.config.allowPrivate ?? false,
  });
  return {
    deps,
    adapters,
    logger,
    adminTokens: deps.adminTokens,
    security,
    publicUrl,
    operatorEmail,
    sessions: createSessions(store),
    tokens,
    limits: createRateLimiters(rateLimits, adapters.rateLimits, logger),
    guard: createPasswordGuard(rateLimits, adapters.rateLimits),
    productWrites,
    productImages: createProductImages({ ...adapters, logger }),
    brands,
    catalog,
    brandPages: createBrandsService({ brands, catalog }),
    products: createProductService({ ...adapters, catalog }),
    alertBar: createAlertBarService(store),
    consultants: createConsultantsService(adapters),
    posts: createPostsService(adapters),
    reviewMails: reviewReportMails(publicUrl, operatorEmail),
    merchants: createMerchantAccounts({ ...adapters, productWrites, tokens, logger, publicUrl, logos }),
    /** The merchants' feeds, when the app has a feed queue. */
    feedService:
      deps.feeds && createFeedService({ store, offerAge: adapters.offerAge, productWrites, ...deps.feeds }),
  };
}
