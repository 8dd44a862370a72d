export * from './google';
export * from './gtin';
export * from './idealo';
export * from './measure';
export * from './shop-row';
