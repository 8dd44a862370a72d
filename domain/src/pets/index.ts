export * from './feeding';
export * from './household';
export * from './pet';
