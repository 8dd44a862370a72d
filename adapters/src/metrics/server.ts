import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { adminTokenOf, isAdminToken } from '../admin-token';

/**
 * `GET /metrics` on a port of its own, for a process without an HTTP server (the worker); like the
 * API's, it answers only with the admin token.
 */
export async function serveMetrics(options: {
  registry: Registry;
  port: number;
  host: string;
  tokens: readonly string[];
}): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Nicht gefunden.');
      return;
    }
    if (
      !isAdminToken(
        adminTokenOf((name) => req.headers[name]),
        options.tokens,
      )
    ) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8' }).end('Nicht berechtigt.');
      return;
    }
    options.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': options.registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metriken nicht lesbar.'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
