export * from './binder';
export * from './detail';
