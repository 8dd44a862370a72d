export { PriceHistoryQuery } from '@futterkompass/contract';
