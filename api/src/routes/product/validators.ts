export { CompareBody, HomepageBody, ProductPetQuery, ProductQuery } from '@futterkompass/contract';
