export { DeleteUserBody } from '@futterkompass/contract';
