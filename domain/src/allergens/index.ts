export * from './categories';
export * from './families';
export * from './family-names';
export * from './shield';
