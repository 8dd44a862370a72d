export * from './catalog-query';
export * from './codes';
export * from './format';
export * from './ids';
export * from './model';
export * from './nutrition';
export * from './offers';
export * from './packaging-sizes';
