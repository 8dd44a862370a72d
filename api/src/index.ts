export * from './app';
export * from './offers/feed-reader';
export * from './offers/import-offers';
export * from './offers/standalone-import';
export * from './products/product-writes';
export * from './routes/catalog/service';
export * from './routes/sitemap/service';
export * from './server';
