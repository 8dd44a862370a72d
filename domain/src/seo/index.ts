export * from './crawling';
