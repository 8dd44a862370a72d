import { type LatencySummary, summarize } from './stats';

export interface HealthDuringReindex {
  reindexMs: number;
  /** /api/health timed back to back while no reindex runs. */
  idle: LatencySummary;
  /** The same while the admin API rebuilds the whole index. */
  duringReindex: LatencySummary;
}

async function timedHealth(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/health`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`health answered ${response.status}`);
  return performance.now() - started;
}

async function healthUntil(url: string, done: () => boolean, atLeast: number): Promise<number[]> {
  const latencies: number[] = [];
  while (!done() || latencies.length < atLeast) latencies.push(await timedHealth(url));
  return latencies;
}

/**
 * Whether the server stays responsive while it rebuilds its index (issue 7: other calls under 50 ms
 * p99): health calls one after another, first idle, then during a reindex through the admin API.
 */
export async function benchHealthDuringReindex(
  url: string,
  adminToken: string,
): Promise<HealthDuringReindex> {
  const idle = await healthUntil(url, () => true, 300);
  let finished = false;
  const started = performance.now();
  const reindex = fetch(`${url}/api/admin/reindex`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
    body: '{}',
  }).then(async (response) => {
    const text = await response.text();
    finished = true;
    if (!response.ok || !text.includes('"type":"summary"')) throw new Error(`reindex failed: ${text}`);
    return performance.now() - started;
  });
  const during = await healthUntil(url, () => finished, 1);
  const reindexMs = Math.round(await reindex);
  return { reindexMs, idle: summarize(idle), duringReindex: summarize(during) };
}
