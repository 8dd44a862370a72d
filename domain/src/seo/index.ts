export * from './canonical-url';
export * from './crawling';
export * from './gtin';
export * from './structured-data';
