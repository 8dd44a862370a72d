export { FilterProductsBody, SearchPetQuery, SearchProductsQuery } from '@futterkompass/contract';
