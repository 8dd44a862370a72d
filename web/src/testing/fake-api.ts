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
    // Uploads are recorded as the form they are; everything else is JSON.
    const body =
      init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: `${url.pathname}${url.search}`, method: init?.method ?? 'GET', body });
    const route = routes[url.pathname];
    if (!route) return new Response(JSON.stringify({ success: false }), { status: 404 });
    // A route that throws is a network failure; one that returns a Response answers with it as is.
    const answer = route(body, url);
    if (answer instanceof Response) return answer;
    return reply(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

/** An answer with a status, for routes of fakeApi that fail. */
export function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
