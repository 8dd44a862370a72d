import { createServer, type Server } from 'node:http';
import type { Express } from 'express';

/**
 * Serves an app on a free loopback port: its server and base URL, once it listens. With `peer`,
 * every connection seems to come from that address instead (a load balancer in another network),
 * as the app's proxy handling sees it.
 */
export async function listenOnLoopback(
  app: Express,
  peer?: string,
): Promise<{ server: Server; url: string }> {
  const server = peer
    ? createServer((req, res) => {
        Object.defineProperty(req.socket, 'remoteAddress', { value: peer, configurable: true });
        app(req, res);
      })
    : createServer(app);
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

/** The content of a page's named meta tag with its HTML entities decoded; undefined without it. */
export const metaContent = (html: string, name: string): string | undefined =>
  new RegExp(`<meta name="${name}" content="([^"]*)" />`)
    .exec(html)?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
