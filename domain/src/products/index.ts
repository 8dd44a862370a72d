export * from './binder';
export * from './detail';
export * from './review-pages';
export * from './sections';
