export * from './fetch-feed';
export * from './public-address';
