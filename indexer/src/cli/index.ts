export * from './admin-client';
export * from './args';
export * from './command';
export * from './io';
export * from './progress';
export * from './run-ops';
