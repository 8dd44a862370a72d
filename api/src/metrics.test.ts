import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './testing/test-server';

const ADMIN_TOKEN = 'metrics-admin-token-0123456789abcdef';

/** The value of one sample line, or 0 when the series does not exist yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const scrape = async (headers: Record<string, string> = { 'x-admin-token': ADMIN_TOKEN }) => {
    const response = await fetch(`${server.url}/metrics`, { headers });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  };
  /** The default list, read to its end: the request is counted once its answer is sent whole. */
  const list = async () => {
    const response = await fetch(`${server.url}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: {}, initial: true }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const get = async (path: string) => (await fetch(`${server.url}${path}`)).arrayBuffer();

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_TOKEN } });
  });
  afterAll(() => server.cleanup());

  it('answers nothing without the admin token', async () => {
    const refused: Record<string, string>[] = [
      {},
      { 'x-admin-token': 'falsch' },
      { authorization: 'Bearer falsch' },
    ];
    for (const headers of refused) {
      const answer = await scrape(headers);
      expect(answer.status).toBe(401);
      expect(answer.text).not.toContain('futterkompass_');
      expect(answer.text).not.toContain('process_');
    }
  });

  it('counts a list request into its route’s latency histogram, by template', async () => {
    const series =
      'futterkompass_http_request_duration_seconds_count{method="POST",route="/api/filter-products",status="200"}';
    const before = sample((await scrape()).text, series);
    expect(await list()).toBe(200);
    const after = await scrape({ authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(after.status).toBe(200);
    expect(after.type).toContain('text/plain');
    expect(sample(after.text, series)).toBe(before + 1);
    expect(after.text).toMatch(
      /futterkompass_http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/api\/filter-products",status="200"\} \d+/,
    );

    // Raw paths never become labels: an id in the path counts for the route's template.
    await get('/api/post/0123456789abcdef01234567');
    await get('/api/gibt-es-nicht');
    const text = (await scrape()).text;
    expect(text).toContain('route="/api/post/:id",status="404"');
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain('0123456789abcdef01234567');
    expect(text).not.toContain('gibt-es-nicht');
  });

  it('shows search latency, queue depth, index lag, store size and process memory', async () => {
    await list();
    const text = (await scrape()).text;
    expect(
      sample(text, 'futterkompass_search_duration_seconds_count{operation="multiSearch"}'),
    ).toBeGreaterThan(0);
    expect(sample(text, 'futterkompass_store_documents{collection="products"}')).toBe(1500);
    expect(text).toContain('futterkompass_queue_jobs{state="waiting"}');
    expect(text).toContain('futterkompass_queue_jobs{state="failed"} 0');
    expect(text).toMatch(/^futterkompass_index_lag_seconds \d/m);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
