export * from './last-backup';
export * from './manifest';
export * from './read-backup';
export * from './restore';
export * from './write-backup';
