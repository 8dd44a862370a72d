import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** An answer; `delayMs: Infinity` never answers (the request hangs until the client goes away). */
export type Responder = (request: RecordedRequest) => { status?: number; body?: unknown; delayMs?: number };

/** A body that is not JSON, kept as its text so that the stand-in can refuse it the way a server does. */
export class UnparsedBody {
  constructor(readonly text: string) {}
}

/**
 * A loopback HTTP server that records every request and answers through `respond`: a stand-in for
 * services that cannot run here, to check what an adapter sends. `stop` makes it refuse
 * connections (an outage) and `resume` listens on the same port again.
 */
export async function startRecordingServer(respond: Responder) {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = new UnparsedBody(text);
      }
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body,
      };
      requests.push(request);
      const answer = respond(request);
      if (answer.delayMs === Number.POSITIVE_INFINITY) return;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) resolve();
      else server.close(() => resolve());
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    /** Closes every connection and stops listening: connections are refused until `resume`. */
    stop,
    resume: () => listen(port),
    close: stop,
  };
}
