export * from './click-out';
export * from './click-stats';
export * from './merchants';
export * from './offers';
export * from './shop-domain';
export * from './shop-logo';
