export * from './confirmation';
export * from './feed-model';
export * from './formats';
export * from './merchant-merge';
export * from './merge';
export * from './place-offer';
export * from './row';
export * from './sale';
