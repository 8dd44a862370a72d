export { BrandParams } from '@futterkompass/contract';
