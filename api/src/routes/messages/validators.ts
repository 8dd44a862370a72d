export { ContactBody, ContactBrandBody, ReportBody } from '@futterkompass/contract';
