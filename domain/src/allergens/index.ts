export * from './categories';
export * from './families';
export * from './shield';
