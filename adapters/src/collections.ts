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
} as const;

export const ALERT_BAR_ID = 'alert-bar';
