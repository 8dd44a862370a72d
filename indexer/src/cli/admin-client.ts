import type { ReindexSummary } from '../reindex';

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
export function adminCall<T>(baseUrl: string, adminToken: string, path: string, body: unknown): Promise<T> {
  return adminRequest<T>(baseUrl, adminToken, path, JSON.stringify(body), 'application/json');
}

/** A call of the admin API whose body is a file as it is (the path carries the other fields). */
export function adminUpload<T>(
  baseUrl: string,
  adminToken: string,
  path: string,
  data: Buffer,
  contentType: string,
): Promise<T> {
  return adminRequest<T>(baseUrl, adminToken, path, new Uint8Array(data), contentType);
}

async function adminRequest<T>(
  baseUrl: string,
  adminToken: string,
  path: string,
  body: string | Uint8Array,
  contentType: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/admin${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-admin-token': adminToken },
    body,
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(answer.message ?? `Der Server hat abgelehnt (${response.status}).`);
  return answer as T;
}
