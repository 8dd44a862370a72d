export { HouseholdBody } from '@futterkompass/contract';
