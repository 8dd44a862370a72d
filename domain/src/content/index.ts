export * from './alert-bar';
export * from './brands';
export * from './consultants';
export * from './contact';
export * from './operator';
export * from './post-text';
export * from './posts';
