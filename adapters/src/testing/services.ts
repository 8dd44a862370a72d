/** Connection data of the real services the contract suites run against, or why one is absent. */
export interface ResolvedServices {
  mongodb?: string;
  meilisearch?: { url: string; apiKey?: string };
  redis?: string;
  /** A Docker engine answers and the `docker compose` command is there (the compose smoke test). */
  docker?: true;
  /** Why a service is not reachable, by service name. */
  missing: Record<string, string>;
}

export type ServiceName = 'mongodb' | 'meilisearch' | 'redis' | 'docker';

declare module 'vitest' {
  export interface ProvidedContext {
    services: ResolvedServices;
    /**
     * A data directory as the server's first start leaves it (demo catalogue seeded), to copy
     * (api/src/testing/demo-data-setup.ts).
     */
    demoDataDir?: string;
  }
}

/** REQUIRE_SERVICES=redis,chromium: a missing service fails the run instead of being skipped. */
export function requiredServices(env: NodeJS.ProcessEnv = process.env): Set<string> {
  return new Set(
    (env.REQUIRE_SERVICES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}
