export * from './click-out';
export * from './merchants';
export * from './offers';
