import { vi } from 'vitest';

export interface Call {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Stands in for the HTTP API in component tests (the real API is exercised by the browser
 * journeys): answers by path, records every call.
 */
export function fakeApi(routes: Record<string, (body: unknown, url: URL) => unknown>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: `${url.pathname}${url.search}`, method: init?.method ?? 'GET', body });
    const route = routes[url.pathname];
    if (!route) return new Response(JSON.stringify({ success: false }), { status: 404 });
    return new Response(JSON.stringify(route(body, url)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
