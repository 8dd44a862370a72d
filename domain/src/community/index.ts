export * from './scores';
