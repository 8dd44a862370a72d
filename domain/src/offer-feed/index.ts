export * from './merge';
export * from './row';
