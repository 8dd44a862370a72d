export * from './review-reports';
export * from './scores';
