import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { ReindexSummary } from '../reindex';

/** The server refused the call (4xx): its German message says why, for the operator as it is. */
export class AdminRefusedError extends Error {
  override name = 'AdminRefusedError';
}

/** The error for a failed admin call: the server's message, a refusal when the fault is the call's. */
function failure(status: number, message: string | undefined, fallback: string): Error {
  const text = message ?? `${fallback} (${status}).`;
  return status >= 400 && status < 500 ? new AdminRefusedError(text) : new Error(text);
}

export type AdminLine =
  | { type: 'progress'; done: number; total: number }
  | ({ type: 'summary' } & ReindexSummary)
  | { type: 'error'; message: string };

/** Runs a reindex on a running server through its admin API, reading the NDJSON progress stream. */
export function reindexViaServer(
  baseUrl: string,
  adminToken: string,
  dryRun: boolean,
  onLine: (line: AdminLine) => void,
): Promise<void> {
  return adminLines(
    baseUrl,
    adminToken,
    '/reindex',
    { body: JSON.stringify({ dryRun }), contentType: 'application/json' },
    onLine,
    'Der Server hat den Neuaufbau abgelehnt',
  );
}

/**
 * A call of the admin API that answers NDJSON lines (progress, then a summary), each handed to
 * `onLine` as it arrives; a refusal becomes an error with the server's German message.
 */
export async function adminLines<L>(
  baseUrl: string,
  adminToken: string,
  path: string,
  { body, contentType }: { body: string | ReadableStream; contentType: string },
  onLine: (line: L) => void,
  refusal: string,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/admin${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-admin-token': adminToken, accept: 'application/x-ndjson' },
    body,
    // A streamed body (a feed file) needs half duplex.
    duplex: 'half',
  } as RequestInit);
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {}
    throw new Error(`${refusal} (${response.status}): ${message}`);
  }
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk as Uint8Array, { stream: true });
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      const text = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (text) onLine(JSON.parse(text) as L);
      newline = buffered.indexOf('\n');
    }
  }
}

/** One JSON call of the admin API; a refusal becomes an error with the server's German message. */
export function adminCall<T>(
  baseUrl: string,
  adminToken: string,
  path: string,
  body: unknown,
  method: 'POST' | 'PUT' | 'DELETE' = 'POST',
): Promise<T> {
  return adminRequest<T>(baseUrl, adminToken, path, JSON.stringify(body), 'application/json', method);
}

/** A call of the admin API whose body is a file as it is (the path carries the other fields). */
export function adminUpload<T>(
  baseUrl: string,
  adminToken: string,
  path: string,
  data: Buffer,
  contentType: string,
): Promise<T> {
  return adminRequest<T>(baseUrl, adminToken, path, new Uint8Array(data), contentType, 'POST');
}

async function adminRequest<T>(
  baseUrl: string,
  adminToken: string,
  path: string,
  body: string | Uint8Array,
  contentType: string,
  method: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/admin${path}`, {
    method,
    headers: { 'content-type': contentType, 'x-admin-token': adminToken },
    body,
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw failure(response.status, answer.message, 'Der Server hat abgelehnt');
  return answer as T;
}

/** The backup archive a running server streams, with the number of entries it announced. */
export async function backupViaServer(
  baseUrl: string,
  adminToken: string,
): Promise<{ archive: Readable; entries: number }> {
  const response = await fetch(`${baseUrl}/api/admin/backup`, {
    method: 'POST',
    headers: { 'x-admin-token': adminToken },
  });
  if (!response.ok || !response.body) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    throw failure(response.status, answer.message, 'Der Server hat die Sicherung abgelehnt');
  }
  return {
    archive: Readable.fromWeb(response.body as NodeReadableStream),
    entries: Number(response.headers.get('x-backup-entries')) || 0,
  };
}
