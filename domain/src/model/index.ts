export * from './content';
export * from './list-product';
export * from './parties';
export * from './product';
