export { IdParams as PriceAlertParams, PriceAlertBody } from '@futterkompass/contract';
