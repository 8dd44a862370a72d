import { defineConfig } from 'vitest/config';

/**
 * `npm run test:engines`: the smoke set of web/e2e/engines in Firefox ESR and WebKitGTK, one server
 * for both engines and widths (web/e2e/engines/global-setup.ts).
 */
export default defineConfig({
  test: {
    name: 'engines',
    include: ['web/e2e/engines/*.engines.ts'],
    environment: 'node',
    globalSetup: ['web/e2e/engines/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    maxWorkers: 1,
  },
});
