import type { BucketConfig } from '../config';
import { assertFileName, type FileStore, FileStoreUnavailableError } from './files';

export interface BucketOptions {
  /** For one operation, retries included: an upload must not hang the editor's request. */
  deadlineMs?: number;
  /** Connecting to the bucket's host. */
  connectTimeoutMs?: number;
  /** Attempts per operation (the SDK's standard retry mode: throttling and 5xx, with backoff). */
  maxAttempts?: number;
}

const DEADLINE_MS = 15_000;

/**
 * Files in an S3-compatible bucket through the AWS SDK: SigV4-signed requests, timeouts and the
 * SDK's retries. Another service (MinIO, R2, GCS) is addressed path-style at its endpoint, and the
 * request checksums that AWS added in 2025 are sent only where a request needs them, since not
 * every S3-compatible service accepts them. Files are read through the API (/files) unless the
 * bucket (or a CDN in front) is public at `publicBaseUrl`. The SDK is loaded only here, since it
 * costs start time and memory (docs/performance.md): a process without a bucket never loads it.
 */
export async function createBucketFiles(
  config: BucketConfig,
  options: BucketOptions = {},
): Promise<FileStore> {
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } =
    await import('@aws-sdk/client-s3');
  const deadline = options.deadlineMs ?? DEADLINE_MS;
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint, forcePathStyle: true }),
    ...(config.credentials && { credentials: config.credentials }),
    maxAttempts: options.maxAttempts ?? 3,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: options.connectTimeoutMs ?? 3000,
      requestTimeout: deadline,
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = config.bucket;

  /** Any failure but a missing file is the bucket's: a German error, never a hang past the deadline. */
  const unavailable = (what: string, error: unknown) =>
    new FileStoreUnavailableError(
      `Der Dateispeicher hat beim ${what} nicht geantwortet${error instanceof S3ServiceException ? ` (${error.name})` : ''}. Bitte versuche es später erneut.`,
      { cause: error },
    );
  const signal = () => ({ abortSignal: AbortSignal.timeout(deadline) });

  return {
    kind: 'bucket',
    publicUrl: (name) =>
      config.publicBaseUrl
        ? `${config.publicBaseUrl}/${encodeURIComponent(name)}`
        : `/files/${encodeURIComponent(name)}`,
    async read(name) {
      const Key = assertFileName(name);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }), signal());
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw unavailable('Lesen', error);
      }
    },
    async write(name, data, contentType) {
      const Key = assertFileName(name);
      const put = new PutObjectCommand({ Bucket, Key, Body: data, ContentType: contentType });
      await client.send(put, signal()).catch((error: unknown) => {
        throw unavailable('Speichern', error);
      });
    },
    async remove(name) {
      const Key = assertFileName(name);
      await client.send(new DeleteObjectCommand({ Bucket, Key }), signal()).catch((error: unknown) => {
        throw unavailable('Löschen', error);
      });
    },
    list: async () => null,
  };
}
