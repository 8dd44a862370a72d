export * from './brands';
export * from './check';
export * from './fields';
export * from './image-files';
export * from './mapping';
export * from './messages';
export * from './options';
export * from './url-extension';
