import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MEILI_MIN_VERSION, RUNNING_WORK_GRACE_MS, SHUTDOWN_DEADLINE_MS } from '@futterkompass/adapters';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from './testing/ops-command';

interface Service {
  image?: string;
  environment?: Record<string, string>;
  stop_grace_period?: string;
  profiles?: string[];
}

const read = (file: string) => readFile(path.join(REPO_ROOT, file), 'utf8');
const compose = async () =>
  (parse(await read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> })
    .services;
const seconds = (duration: string | undefined) => Number(/^(\d+)s$/.exec(duration ?? '')?.[1]);

describe('the image and docker-compose.yml', () => {
  it('create the file folder for the user node before switching to it', async () => {
    const dockerfile = await read('Dockerfile');
    const owned = dockerfile.indexOf('RUN mkdir -p /app/data/files && chown -R node:node /app/data');
    expect(owned).toBeGreaterThan(0);
    expect(owned).toBeLessThan(dockerfile.indexOf('USER node'));
  });

  it('keep one shutdown deadline: code, compose and the operations guide', async () => {
    const services = await compose();
    expect(RUNNING_WORK_GRACE_MS).toBeLessThan(SHUTDOWN_DEADLINE_MS);
    for (const name of ['api', 'indexer'])
      expect(seconds(services[name]?.stop_grace_period) * 1000).toBeGreaterThan(SHUTDOWN_DEADLINE_MS);
    const guide = await read('docs/operations.md');
    expect(guide).toContain(`mit einer Frist von ${SHUTDOWN_DEADLINE_MS / 1000} s`);
    expect(guide).toContain(`laufende Index-Jobs haben ${RUNNING_WORK_GRACE_MS / 1000} s`);
    expect(guide).toContain(
      `API und Worker ${seconds(services.api?.stop_grace_period)} s (\`stop_grace_period\`)`,
    );
  });

  it('give the master key only to Meilisearch and the key setup, and each process its own key', async () => {
    const services = await compose();
    const env = (name: string) => Object.keys(services[name]?.environment ?? {});
    expect(env('api')).toContain('MEILI_SEARCH_KEY');
    expect(env('indexer')).toContain('MEILI_ADMIN_KEY');
    for (const name of ['api', 'indexer']) expect(env(name)).not.toContain('MEILI_MASTER_KEY');
    expect(env('api')).not.toContain('MEILI_ADMIN_KEY');
    expect(env('search-keys')).toContain('MEILI_MASTER_KEY');
    expect(services['search-keys']?.profiles).toEqual(['setup']);
  });

  it('run MinIO as the bucket of both processes, and a Meilisearch new enough', async () => {
    const services = await compose();
    // Pinned releases from quay.io: MinIO's Docker Hub repositories no longer exist.
    expect(services.minio?.image).toMatch(/^quay\.io\/minio\/minio:RELEASE\.\d{4}-/);
    expect(services['minio-bucket']?.image).toMatch(/^quay\.io\/minio\/mc:RELEASE\.\d{4}-/);
    for (const name of ['api', 'indexer'])
      expect(services[name]?.environment).toMatchObject({
        FILES_BUCKET: expect.any(String),
        FILES_S3_ENDPOINT: 'http://minio:9000',
      });
    const [major, minor] = (/:v(\d+)\.(\d+)/.exec(services.meilisearch?.image ?? '') ?? [])
      .slice(1)
      .map(Number);
    const [needMajor, needMinor] = MEILI_MIN_VERSION.split('.').map(Number);
    expect((major ?? 0) * 1000 + (minor ?? 0)).toBeGreaterThanOrEqual(
      (needMajor ?? 0) * 1000 + (needMinor ?? 0),
    );
    expect(await read('docs/operations.md')).toContain('Meilisearch muss **1.36 oder neuer** sein');
    // The README shows the first start, keys included.
    expect(await read('README.md')).toContain('docker compose run --rm search-keys >> .env');
  });

  it('seed with images in the compose smoke test', async () => {
    const smoke = await read('api/src/testing/compose-smoke.ts');
    expect(smoke).toContain("ops('seed', '--products', '300')");
    expect(smoke).not.toContain('--no-images');
  });
});
