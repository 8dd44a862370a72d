export { DeleteImageBody } from '@futterkompass/contract';
