export { ConsultantsBody } from '@futterkompass/contract';
