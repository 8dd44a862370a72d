export * from './catalog';
export * from './code-list';
export * from './composition';
export * from './countries';
export * from './health';
export * from './shares';
