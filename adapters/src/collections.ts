/** Collection names, the same in MongoDB and NeDB. */
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
} as const;

export const ALERT_BAR_ID = 'alert-bar';
