export * from './app';
export * from './products/product-writes';
export * from './routes/catalog/service';
export * from './server';
