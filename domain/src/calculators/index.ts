export * from './energy';
