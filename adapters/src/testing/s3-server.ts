import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account: requests signed with another access key are refused. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Request {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/**
 * A real S3-protocol server on loopback (s3rver, files in a temporary folder) with one bucket,
 * behind a forwarding proxy that records each request's method, path and headers, so that a test
 * can see what the client sends (s3rver itself checks the access key, not SigV4 signatures).
 */
export async function startS3Server(bucket: string) {
  const directory = await mkdtemp(path.join(tmpdir(), 'fk-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: s3Port } = await s3.run();
  const requests: S3Request[] = [];
  const proxy = createServer((req, res) => {
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers });
    const upstream = request(
      { host: '127.0.0.1', port: s3Port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    requests,
    async close() {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await s3.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A server that takes connections and never answers: a bucket that hangs. Its port is the address
 * to aim a client at.
 */
export async function startSilentServer() {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
