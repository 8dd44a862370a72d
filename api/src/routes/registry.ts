import { metricsRoute } from '../http/metrics';
import { filesRoute } from '../http/static';
import { accountMount } from './account/route';
import { accountExportMount } from './account-export/route';
import { adminMount } from './admin/route';
import { adminBrandMount } from './admin-brands/route';
import { adminFeedMount } from './admin-feeds/route';
import { adminImageMount } from './admin-images/route';
import { adminMerchantMount } from './admin-merchants/route';
import { adminProductMount } from './admin-products/route';
import { alertBarMount } from './alert-bar/route';
import { authMount } from './auth/route';
import { b2bMount } from './b2b/route';
import { b2bFeedMount } from './b2b-feeds/route';
import { brandsMount } from './brands/route';
import { catalogMount } from './catalog/route';
import { clickOutMount } from './click-out/route';
import { communityMount } from './community/route';
import { consultantsMount } from './consultants/route';
import { feedReviewMount } from './feed-review/route';
import { healthMount } from './health/route';
import { listsMount } from './lists/route';
import { messagesMount } from './messages/route';
import type { RouteMount } from './mount';
import { offerFeedMount } from './offer-feed/route';
import { petsMount } from './pets/route';
import { postsMount } from './posts/route';
import { priceAlertsMount } from './price-alerts/route';
import { priceHistoryMount } from './price-history/route';
import { productMount } from './product/route';
import { reviewModerationMount, reviewReportMount } from './review-reports/route';
import { siteConfigMount } from './site-config/route';
import { sitemapMount } from './sitemap/route';

/** `GET /metrics`, only when the process keeps metrics. */
const metricsMount: RouteMount = {
  stage: 'raw',
  base: '',
  calls: [['GET', '/metrics']],
  build: ({ deps, adminTokens }) => (deps.metrics ? metricsRoute(deps.metrics, adminTokens) : null),
};

const filesMount: RouteMount = {
  stage: 'site',
  base: '/files',
  calls: [['GET', '/:name']],
  build: ({ adapters }) => filesRoute(adapters.files),
};

/**
 * Every router of the app, in the order `createApp` mounts them within their stage. The order
 * matters where bases overlap: the editors' calls under /admin (session and role) come before the
 * ops router, which refuses everything under /admin without its admin token; each of them is
 * `closed` so that nothing falls through to it. A new resource is one row here.
 */
export const ROUTE_REGISTRY: readonly RouteMount[] = [
  metricsMount,
  offerFeedMount,
  healthMount,
  siteConfigMount,
  alertBarMount,
  catalogMount,
  brandsMount,
  productMount,
  priceHistoryMount,
  consultantsMount,
  postsMount,
  communityMount,
  messagesMount,
  reviewReportMount,
  accountMount,
  accountExportMount,
  listsMount,
  petsMount,
  priceAlertsMount,
  b2bMount,
  b2bFeedMount,
  adminProductMount,
  adminBrandMount,
  adminImageMount,
  feedReviewMount,
  reviewModerationMount,
  adminMerchantMount,
  adminFeedMount,
  adminMount,
  authMount,
  filesMount,
  sitemapMount,
  clickOutMount,
];
