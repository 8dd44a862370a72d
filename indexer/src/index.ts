export * from './catalog-reader';
export * from './jobs';
export * from './processor';
export * from './reindex';
export * from './seed/rng';
export * from './seed/run';
export * from './seed/staged';
export * from './start-worker';
