export * from './daily';
export * from './offer-prices';
export * from './reference-price';
