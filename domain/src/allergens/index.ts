export * from './categories';
export * from './choice';
export * from './families';
export * from './family-names';
export * from './shield';
