export { NewBinderVoteBody, NewReviewBody } from '@futterkompass/contract';
