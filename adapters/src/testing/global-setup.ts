import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { startLocalRedis } from './local-redis';
import type { ResolvedServices } from './services';

interface Started {
  stop(): Promise<unknown>;
}

/** Docker is worth asking only when a socket or DOCKER_HOST points at one. */
function dockerCandidate(): boolean {
  return !!process.env.DOCKER_HOST || existsSync('/var/run/docker.sock');
}

async function dockerAnswers(): Promise<string | null> {
  if (!dockerCandidate()) return 'no Docker engine (no DOCKER_HOST, no /var/run/docker.sock)';
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return null;
  } catch (error) {
    return `no Docker engine answers (${(error as Error).message.split('\n')[0]})`;
  }
}

/** Why `docker compose` cannot run here, or null when it can. */
async function composeMissing(noDocker: string | null): Promise<string | null> {
  if (noDocker) return noDocker;
  try {
    await promisify(execFile)('docker', ['compose', 'version'], { timeout: 10_000 });
    return null;
  } catch (error) {
    return `the docker compose command does not run (${(error as Error).message.split('\n')[0]})`;
  }
}

/**
 * Finds the real services for the contract suites: a URL from the environment, else a container
 * started through testcontainers when a Docker engine answers, else a reason for skipping.
 */
export default async function setup(project: TestProject) {
  const services: ResolvedServices = { missing: {} };
  const started: Started[] = [];
  const noDocker = await dockerAnswers();

  if (process.env.MONGODB_URL) services.mongodb = process.env.MONGODB_URL;
  if (process.env.MEILI_URL) {
    services.meilisearch = {
      url: process.env.MEILI_URL,
      ...(process.env.MEILI_MASTER_KEY && { apiKey: process.env.MEILI_MASTER_KEY }),
    };
  }
  if (process.env.REDIS_URL) services.redis = process.env.REDIS_URL;
  else {
    const local = await startLocalRedis();
    if (local) {
      started.push(local);
      services.redis = local.url;
    }
  }

  if (!noDocker) {
    const { GenericContainer, Wait } = await import('testcontainers');
    if (!services.mongodb) {
      const c = await new GenericContainer('mongo:7')
        .withExposedPorts(27017)
        .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
        .start();
      started.push(c);
      services.mongodb = `mongodb://${c.getHost()}:${c.getMappedPort(27017)}`;
    }
    if (!services.meilisearch) {
      const apiKey = 'contract-suite-master-key-0123456789';
      const c = await new GenericContainer('getmeili/meilisearch:v1.53')
        .withEnvironment({ MEILI_MASTER_KEY: apiKey, MEILI_NO_ANALYTICS: 'true', MEILI_ENV: 'development' })
        .withExposedPorts(7700)
        .withWaitStrategy(Wait.forHttp('/health', 7700))
        .start();
      started.push(c);
      services.meilisearch = { url: `http://${c.getHost()}:${c.getMappedPort(7700)}`, apiKey };
    }
    if (!services.redis) {
      const c = await new GenericContainer('redis:7-alpine')
        .withExposedPorts(6379)
        .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
        .start();
      started.push(c);
      services.redis = `redis://${c.getHost()}:${c.getMappedPort(6379)}`;
    }
  }

  const hint: Record<string, string> = {
    mongodb: 'MONGODB_URL',
    meilisearch: 'MEILI_URL',
    redis: 'REDIS_URL (or redis-server on the PATH)',
  };
  for (const name of ['mongodb', 'meilisearch', 'redis'] as const) {
    if (!services[name]) {
      services.missing[name] = `${hint[name]} is not set and ${noDocker}`;
      console.warn(`[contract suites] ${name} skipped: ${services.missing[name]}`);
    }
  }
  const noCompose = await composeMissing(noDocker);
  if (noCompose) {
    services.missing.docker = noCompose;
    console.warn(`[compose smoke] skipped: ${noCompose}`);
  } else services.docker = true;
  project.provide('services', services);
  return async () => {
    await Promise.all(started.map((c) => c.stop()));
  };
}
