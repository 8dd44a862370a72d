import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{domain,search-config,adapters,indexer,api,bench}/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['adapters/src/testing/global-setup.ts', 'api/src/testing/demo-data-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'journeys',
          include: ['web/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['web/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
