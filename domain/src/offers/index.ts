export * from './merchants';
export * from './offers';
