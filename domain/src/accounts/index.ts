export * from './forbidden-words';
export * from './messages';
export * from './rules';
