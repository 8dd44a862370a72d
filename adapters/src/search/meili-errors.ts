import { MeilisearchApiError, type Task } from 'meilisearch';
import { SearchRejectedError, SearchUnavailableError } from './port';

/** The live index is not there (yet): the worker builds it; until then searches are an outage. */
const NOT_BUILT = 'index_not_found';

/**
 * Sorts a Meilisearch failure into the two kinds the callers treat differently: a refusal (4xx:
 * a setting, the key or a document does not fit) or an outage (no answer, timeout, 5xx, an index
 * that is not built yet).
 */
export function translateMeiliError(error: unknown): Error {
  if (error instanceof SearchRejectedError || error instanceof SearchUnavailableError) return error;
  if (error instanceof MeilisearchApiError) {
    const status = error.response.status;
    const code = error.cause?.code ?? `http_${status}`;
    const message = `Meilisearch (${code}): ${error.cause?.message ?? error.message}`;
    // 408 and 429 are the engine being busy, not a refusal of what was sent.
    if (status >= 400 && status < 500 && status !== 408 && status !== 429 && code !== NOT_BUILT)
      return new SearchRejectedError(code, message);
    return new SearchUnavailableError(message);
  }
  // The client's "Request to … has failed" names its cause (a timeout, a refused connection) only there.
  const cause = (error as Error).cause;
  const why = cause instanceof Error ? ` (${cause.message})` : '';
  return new SearchUnavailableError(`Meilisearch: ${(error as Error).message}${why}`);
}

/** Whether an error (the client's, or a failed task's as failedTaskError made it) carries this code. */
export function isMeiliCode(error: unknown, code: string): boolean {
  if (error instanceof MeilisearchApiError) return error.cause?.code === code;
  return (error as { meiliCode?: unknown } | null)?.meiliCode === code;
}

/** A finished task that did not succeed, as the error it stands for. */
export function failedTaskError(task: Task): Error {
  const code = task.error?.code ?? task.status;
  const message = `Meilisearch-Task ${task.uid} (${task.type}) ${task.status}: ${task.error?.message ?? 'ohne Grund'}`;
  const refused =
    (task.error?.type === 'invalid_request' || task.error?.type === 'auth') && code !== NOT_BUILT;
  const translated = refused ? new SearchRejectedError(code, message) : new SearchUnavailableError(message);
  // Meilisearch's own code stays readable for callers that expect one failure (a lost race).
  return Object.assign(translated, { meiliCode: code });
}
