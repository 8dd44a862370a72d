import type { AccountRoutes } from './accounts';
import type { CatalogRoutes } from './catalog';
import type { StaffRoutes } from './staff';

export type { PublicUser } from './accounts';
export type { AlertBarData, FilterEntity, FilterProductsAnswer, ProductAllergen } from './catalog';
export * from './requests/accounts';
export * from './requests/catalog';
export * from './requests/inputs';
export * from './requests/staff';
export type { BrandChoice, ClickReport, FeedInput, MappingEntry, MerchantMe, SavedProduct } from './staff';

/**
 * Every call the web app makes, by `METHOD path` as the route registry names it (`:id` for a
 * parameter): its JSON body (`body`, for writes: the type of its request schema in `requests/`,
 * which the server parses it with) and its answer (`answer`), in the specification's wire names.
 * The server's handlers and the web app's calls are both typed from here, so a changed field
 * breaks the build of both.
 */
export interface ApiRoutes extends CatalogRoutes, AccountRoutes, StaffRoutes {}

export type ApiRoute = keyof ApiRoutes;
export type ApiMethod = ApiRoute extends `${infer M} ${string}` ? M : never;

/** A route's answer, e.g. `AnswerOf<'GET /api/brands'>`. */
export type AnswerOf<R extends ApiRoute> = ApiRoutes[R]['answer'];
/** A write's JSON body. */
export type BodyOf<R extends ApiRoute> = ApiRoutes[R] extends { body: infer B } ? B : never;

/** A path pattern as a URL the client builds: each `:param` any text, a query string allowed after it. */
type Filled<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Filled<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;
type UrlOf<P extends string> = Filled<P> | `${Filled<P>}?${string}`;

/** The routes of one method, by their path pattern. */
type PathOf<M extends ApiMethod, R = ApiRoute> = R extends `${M} ${infer P}` ? P : never;

/** Every URL a call of this method may go to. */
export type ApiUrl<M extends ApiMethod> = { [P in PathOf<M>]: UrlOf<P> }[PathOf<M>];

/** The route a URL goes to (with its parameters filled in and a query string). */
export type RouteOf<M extends ApiMethod, U extends string> = {
  [P in PathOf<M>]: U extends UrlOf<P> ? `${M} ${P}` & ApiRoute : never;
}[PathOf<M>];
