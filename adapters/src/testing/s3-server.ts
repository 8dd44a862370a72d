import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';

/** s3rver's one account: requests signed with another access key are refused. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Request {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Whether its SigV4 signature is the one the secret key gives (else it was refused). */
  signatureValid: boolean;
}

/** SHA-256 (an HMAC with a secret) from node:crypto, in the shape the SigV4 signer takes. */
class NodeSha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = this.fresh();
  }
  private fresh() {
    if (this.secret === undefined) return createHash('sha256');
    const key =
      typeof this.secret === 'string'
        ? this.secret
        : ArrayBuffer.isView(this.secret)
          ? new Uint8Array(this.secret.buffer, this.secret.byteOffset, this.secret.byteLength)
          : new Uint8Array(this.secret);
    return createHmac('sha256', key);
  }
  update(data: string | Uint8Array) {
    this.hash.update(data);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    this.hash = this.fresh();
  }
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/**
 * Whether the request carries a SigV4 header signature made with s3rver's secret key: it is signed
 * again (the Smithy signer the SDK uses) over the headers it names, with its own date and payload
 * hash, and the signatures compared. s3rver checks only the access key of a SigV4 request.
 */
async function signatureValid(req: IncomingMessage): Promise<boolean> {
  const match = AUTHORIZATION.exec(req.headers.authorization ?? '');
  const date = req.headers['x-amz-date'];
  if (!match || typeof date !== 'string') return false;
  const [, accessKeyId, , region, signedHeaders, signature] = match as unknown as string[];
  // An unknown access key is s3rver's to refuse (InvalidAccessKeyId), as S3 does before the signature.
  if (accessKeyId !== S3RVER_CREDENTIALS.accessKeyId) return true;
  const headers: Record<string, string> = {};
  for (const name of (signedHeaders as string).split(';')) {
    const value = req.headers[name];
    if (value === undefined) return false;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const url = new URL(req.url ?? '/', 'http://s3.invalid');
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = value;
  const signer = new SignatureV4({
    service: 's3',
    region: region as string,
    credentials: S3RVER_CREDENTIALS,
    sha256: NodeSha256,
    // S3 signs the path as sent, without encoding it a second time.
    uriEscapePath: false,
  });
  const signed = await signer.sign(
    {
      method: req.method ?? 'GET',
      protocol: 'http:',
      hostname: url.hostname,
      path: url.pathname,
      query,
      headers,
    },
    {
      signingDate: new Date(
        date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
      ),
      signableHeaders: new Set(Object.keys(headers)),
    },
  );
  return String(signed.headers.authorization).endsWith(`Signature=${signature}`);
}

const SIGNATURE_REFUSED = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided.</Message></Error>`;

/**
 * A real S3-protocol server on loopback (s3rver, files in a temporary folder) with one bucket,
 * behind a forwarding proxy that records each request's method, path and headers, so that a test
 * can see what the client sends, and that refuses a request whose SigV4 signature is wrong as S3
 * does (403 SignatureDoesNotMatch), which s3rver alone would let through.
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
  const proxy = createServer(async (req, res) => {
    const valid = await signatureValid(req);
    requests.push({
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      signatureValid: valid,
    });
    if (!valid) {
      req.resume();
      res.writeHead(403, { 'content-type': 'application/xml' }).end(SIGNATURE_REFUSED);
      return;
    }
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
