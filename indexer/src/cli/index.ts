export * from './admin-client';
export * from './args';
export * from './command';
export * from './progress';
