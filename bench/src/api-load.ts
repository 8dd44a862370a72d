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

/** Posts each list request once, `connections` at a time; throws on the first failure. */
export async function postEach(url: string, bodies: readonly unknown[], connections: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const response = await fetch(`${url}/api/filter-products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`filter-products answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}
