export * from './binder';
export * from './detail';
export * from './sections';
export * from './review-pages';
