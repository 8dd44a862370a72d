import type { AnswerOf, ApiMethod, ApiUrl, BodyOf, RouteOf } from '@futterkompass/contract';
import { readToken } from '../storage';

/** A request that failed: network error, timeout, HTTP error or an answer that is not JSON. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 15_000;

async function request(url: string, init: RequestInit = {}): Promise<unknown> {
  const token = readToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('token', token);
  // A multipart body sets its own type, with the boundary.
  if (init.body && !(init.body instanceof FormData)) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ApiError(`Netzwerkfehler: ${(error as Error).message}`);
  }
  // A deletion answers 204 without a body.
  if (response.status === 204) return undefined;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(`Ungültige Antwort (${response.status})`, response.status);
  }
  if (!response.ok) throw new ApiError(`HTTP ${response.status}`, response.status, body);
  return body;
}

/**
 * The calls are typed by route (@futterkompass/contract): the URL picks the route, the route its
 * body and answer, so the web app declares no answer of its own and a changed field breaks its build.
 */
type Answer<M extends ApiMethod, U extends string> = Promise<AnswerOf<RouteOf<M, U>>>;
type Body<M extends ApiMethod, U extends string> = BodyOf<RouteOf<M, U>>;

const write = (method: ApiMethod, url: string, payload: unknown, init?: RequestInit) =>
  request(url, {
    ...init,
    method,
    // A multipart upload goes as it is.
    body: payload instanceof FormData ? payload : JSON.stringify(payload),
  });

export const getJson = <U extends ApiUrl<'GET'>>(url: U, init?: RequestInit) =>
  request(url, init) as Answer<'GET', U>;

export const postJson = <U extends ApiUrl<'POST'>>(url: U, payload: Body<'POST', U>, init?: RequestInit) =>
  write('POST', url, payload, init) as Answer<'POST', U>;

export const putJson = <U extends ApiUrl<'PUT'>>(url: U, payload: Body<'PUT', U>, init?: RequestInit) =>
  write('PUT', url, payload, init) as Answer<'PUT', U>;

export const patchJson = <U extends ApiUrl<'PATCH'>>(url: U, payload: Body<'PATCH', U>, init?: RequestInit) =>
  write('PATCH', url, payload, init) as Answer<'PATCH', U>;

/** A download that needs the session (a CSV): the file as a Blob, or an ApiError as for JSON calls. */
export async function getBlob(url: string): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { token } : {},
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError(`Netzwerkfehler: ${(error as Error).message}`);
  }
  if (!response.ok)
    throw new ApiError(
      `HTTP ${response.status}`,
      response.status,
      await response.json().catch(() => undefined),
    );
  return response.blob();
}

/** A deletion; a route that reads a body (the product form's image) takes it as `payload`. */
export const deleteJson = <U extends ApiUrl<'DELETE'>>(
  url: U,
  payload?: Body<'DELETE', U>,
  init?: RequestInit,
) =>
  (payload === undefined
    ? request(url, { ...init, method: 'DELETE' })
    : write('DELETE', url, payload, init)) as Answer<'DELETE', U>;

/** The German message of a failed call's answer, when the server sent one. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : null;
}

/** The call never got an answer: offline, refused, timed out. */
export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof ApiError && error.status === undefined;

/** The answer said the session is not (or no longer) valid. */
export const isSignedOutAnswer = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;
