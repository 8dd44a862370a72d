export * from './click-out';
export * from './click-stats';
export * from './freshness';
export * from './merchants';
export * from './offers';
export * from './price-texts';
export * from './prices';
