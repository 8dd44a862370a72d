export * from './fetch-errors';
export * from './fetch-feed';
export * from './public-address';
export type { SpooledFile } from './spool';
