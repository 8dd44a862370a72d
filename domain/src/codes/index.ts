export * from './catalog';
export * from './code-list';
export * from './composition';
export * from './consultants';
export * from './countries';
export * from './health';
export * from './shares';
