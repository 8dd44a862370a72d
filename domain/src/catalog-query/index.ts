export * from './address';
export * from './canonical';
export * from './categories';
export * from './params';
export * from './range-input';
export * from './sanitize';
export * from './transitions';
export * from './url';
