export * from './builders';
export * from './fixture-catalogue';
