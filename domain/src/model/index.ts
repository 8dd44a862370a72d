export * from './content';
export * from './parties';
export * from './product';
