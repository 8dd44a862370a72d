export * from './fixture-catalogue';
