export { DeleteFromListBody, ListsUpdateBody } from '@futterkompass/contract';
