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

async function request<T>(url: string, init: RequestInit = {}): Promise<T> {
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
  if (response.status === 204) return undefined as T;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(`Ungültige Antwort (${response.status})`, response.status);
  }
  if (!response.ok) throw new ApiError(`HTTP ${response.status}`, response.status, body);
  return body as T;
}

export const getJson = <T>(url: string, init?: RequestInit) => request<T>(url, init);

export const postJson = <T>(url: string, payload: unknown, init?: RequestInit) =>
  request<T>(url, { ...init, method: 'POST', body: JSON.stringify(payload) });

export const putJson = <T>(url: string, payload: unknown, init?: RequestInit) =>
  request<T>(url, { ...init, method: 'PUT', body: JSON.stringify(payload) });

export const patchJson = <T>(url: string, payload: unknown, init?: RequestInit) =>
  request<T>(url, { ...init, method: 'PATCH', body: JSON.stringify(payload) });

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

export const deleteJson = <T>(url: string, init?: RequestInit) =>
  request<T>(url, { ...init, method: 'DELETE' });

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
