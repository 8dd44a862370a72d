export * from './app';
export * from './routes/catalog/service';
export * from './server';
