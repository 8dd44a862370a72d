export * from './daily';
export * from './offer-prices';
