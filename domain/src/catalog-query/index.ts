export * from './params';
export * from './sanitize';
export * from './transitions';
export * from './url';
