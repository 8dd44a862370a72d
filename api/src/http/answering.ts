import type { AnswerOf, ApiRoute } from '@futterkompass/contract';
import type { Response } from 'express';

/**
 * A handler's response for a route of the API contract (@futterkompass/contract): `res.json` takes
 * only that route's answer, so the server and the web app, typed from the same contract, cannot
 * drift apart without a type error.
 */
export type Answering<R extends ApiRoute> = Response<AnswerOf<R>>;
