export { NewBrandBody } from '@futterkompass/contract';
