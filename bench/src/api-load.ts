import autocannon from 'autocannon';
import { type LatencySummary, summarize } from './stats';

export interface LoadResult extends LatencySummary {
  connections: number;
  requestsPerSecond: number;
  errors: number;
}

/** Drives one endpoint with autocannon, timing every response (autocannon's own table has no p95). */
export async function load(
  url: string,
  requests: autocannon.Request[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, requests }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 400) errors++;
      latencies.push(ms);
    });
  });
  errors += result.errors + result.timeouts;
  return {
    connections,
    ...summarize(latencies),
    requestsPerSecond: Math.round(latencies.length / seconds),
    errors,
  };
}

export async function postList(url: string, body: unknown): Promise<void> {
  const response = await fetch(`${url}/api/filter-products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`filter-products answered ${response.status}`);
}

/**
 * The same list requests sent twice, one at a time: first none of them cached (cold), then again
 * (warm), each timed from the request to the last byte of the answer.
 */
export async function coldAndWarmPasses(
  url: string,
  bodies: readonly unknown[],
): Promise<{ cold: LatencySummary; warm: LatencySummary }> {
  const pass = async () => {
    const latencies: number[] = [];
    for (const body of bodies) {
      const started = performance.now();
      await postList(url, body);
      latencies.push(performance.now() - started);
    }
    return summarize(latencies);
  };
  const cold = await pass();
  return { cold, warm: await pass() };
}

/** Posts each list request once, `connections` at a time; throws on the first failure. */
export async function postEach(url: string, bodies: readonly unknown[], connections: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      await postList(url, bodies[next++]);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}
