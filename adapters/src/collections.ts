/** Collection names, the same in MongoDB and SQLite. */
export const COLLECTIONS = {
  users: 'users',
  sessions: 'sessions',
  tokens: 'tokens',
  products: 'products',
  brands: 'brands',
  producers: 'producers',
  consultants: 'consultants',
  posts: 'posts',
  settings: 'settings',
  reports: 'reports',
  messages: 'messages',
  outbox: 'outbox',
  priceHistory: 'priceHistory',
  priceAlerts: 'priceAlerts',
  /** Ids of deleted products with the time of deletion, so a running rebuild can leave them out. */
  productDeletions: 'productDeletions',
  /** Offer feeds registered with a URL (a merchant's or the operator's), pulled on a schedule. */
  feeds: 'feeds',
  /** One record per pull of a feed: counts and refused rows. */
  feedRuns: 'feedRuns',
  /** A merchant's own offer id (feed row id) mapped to a product, kept across pulls; undoable. */
  feedMappings: 'feedMappings',
  /** Feed rows no product matched, waiting for an editor to assign them. */
  feedReview: 'feedReview',
  /** A run's refused rows in full, in chunks (its record lists the first ones), for the download. */
  feedRunRows: 'feedRunRows',
  /** Click-outs through /weiter/{offerId}, without personal data. */
  clicks: 'clicks',
  /**
   * Who clicked which offer in the last minutes, as a keyed hash whose salt changes daily (never
   * stored with a click): a repeat counts once. Entries are removed once their window is over.
   */
  clickVisitors: 'clickVisitors',
  /** Visitors' reports of single reviews, one per reporter and review, until an editor decides. */
  reviewReports: 'reviewReports',
} as const;

export const ALERT_BAR_ID = 'alert-bar';
