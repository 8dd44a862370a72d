export * from './feeding';
export * from './pet';
