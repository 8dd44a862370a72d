export * from './canonical-url';
export * from './crawling';
export * from './gtin';
export * from './page-head';
export * from './structured-data';
