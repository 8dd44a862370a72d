import type { Server } from 'node:http';
import type { Express } from 'express';

/** Serves an app on a free loopback port: its server and base URL, once it listens. */
export async function listenOnLoopback(app: Express): Promise<{ server: Server; url: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

/** The content of a page's named meta tag with its HTML entities decoded; undefined without it. */
export const metaContent = (html: string, name: string): string | undefined =>
  new RegExp(`<meta name="${name}" content="([^"]*)" />`)
    .exec(html)?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
