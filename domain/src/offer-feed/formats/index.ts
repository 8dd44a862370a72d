export * from './google';
export * from './idealo';
export * from './shop-row';
