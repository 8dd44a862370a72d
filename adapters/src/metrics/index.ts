export * from './metrics';
export * from './search';
export * from './server';
