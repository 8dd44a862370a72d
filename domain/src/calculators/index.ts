export * from './energy';
export * from './weight';
