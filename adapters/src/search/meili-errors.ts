import { MeilisearchApiError, type Task } from 'meilisearch';
import { SearchRejectedError, SearchUnavailableError } from './port';

/**
 * Sorts a Meilisearch failure into the two kinds the callers treat differently: a refusal (4xx:
 * a setting, the key or a document does not fit) or an outage (no answer, timeout, 5xx).
 */
export function translateMeiliError(error: unknown): Error {
  if (error instanceof SearchRejectedError || error instanceof SearchUnavailableError) return error;
  if (error instanceof MeilisearchApiError) {
    const status = error.response.status;
    const code = error.cause?.code ?? `http_${status}`;
    const message = `Meilisearch (${code}): ${error.cause?.message ?? error.message}`;
    // 408 and 429 are the engine being busy, not a refusal of what was sent.
    if (status >= 400 && status < 500 && status !== 408 && status !== 429)
      return new SearchRejectedError(code, message);
    return new SearchUnavailableError(message);
  }
  return new SearchUnavailableError(`Meilisearch: ${(error as Error).message}`);
}

/** Whether an error is Meilisearch's answer that the index does not exist. */
export function isIndexNotFound(error: unknown): boolean {
  return error instanceof MeilisearchApiError && error.cause?.code === 'index_not_found';
}

/** A finished task that did not succeed, as the error it stands for. */
export function failedTaskError(task: Task): Error {
  const code = task.error?.code ?? task.status;
  const message = `Meilisearch-Task ${task.uid} (${task.type}) ${task.status}: ${task.error?.message ?? 'ohne Grund'}`;
  const refused = task.error?.type === 'invalid_request' || task.error?.type === 'auth';
  return refused ? new SearchRejectedError(code, message) : new SearchUnavailableError(message);
}
