import { type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listenOnLoopback } from '../testing/loopback';
import { ndjsonAnswer } from './ndjson';

let release = () => {};
const released = new Promise<void>((resolve) => {
  release = resolve;
});
let server: Server;

beforeAll(async () => {
  const app = express();
  // Compression that would compress this answer, as it does any compressible type.
  app.use(compression({ filter: () => true }));
  app.get('/lines', async (_req, res) => {
    const answer = ndjsonAnswer(res);
    answer.send({ line: 1 });
    await released;
    answer.send({ line: 2 });
    res.end();
  });
  ({ server } = await listenOnLoopback(app));
});
afterAll(async () => {
  release();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = () =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    request({ host: '127.0.0.1', port, path: '/lines', headers: { 'accept-encoding': 'gzip' } }, resolve)
      .on('error', reject)
      .end();
  });

it('delivers each line while the answer is still open, uncompressed even where compression would apply', async () => {
  const response = await get();
  expect(response.headers['content-type']).toBe('application/x-ndjson');
  expect(response.headers['content-encoding']).toBeUndefined();
  const lines = createInterface({ input: response })[Symbol.asyncIterator]();
  // The handler waits for `release`: this line can only arrive if nothing buffered it.
  expect(JSON.parse((await lines.next()).value)).toEqual({ line: 1 });
  release();
  expect(JSON.parse((await lines.next()).value)).toEqual({ line: 2 });
  expect((await lines.next()).done).toBe(true);
});
