import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirst } from './scripts/testing/sequencer.ts';
import { pageModules } from './web/page-modules.ts';

/** Where the test files next to the code live, outside the web app. */
const LOGIC = [
  '{domain,search-config,contract,adapters,indexer,api,bench}/src/**/*.test.ts',
  'scripts/**/*.test.ts',
];

/**
 * The files among them that start a server or a process, connect to Redis or another service, or
 * live through an outage: the project `integration`. All others are the project `unit`, which
 * `npm run test:quick` runs with the web projects; their setup (scripts/testing/quick-guard.ts)
 * fails a test that starts a process, listens on a port or opens a connection, so a file missing
 * here shows up as a failing quick test, not as a slow one.
 */
const INTEGRATION = [
  'api/src/**/*.test.ts',
  // Processes: the data directory's lock and access, shutdown, the worker.
  'adapters/src/data-dir-access.test.ts',
  'adapters/src/data-dir-lock.test.ts',
  'adapters/src/legacy-lock.test.ts',
  'adapters/src/shutdown.test.ts',
  'indexer/src/worker.test.ts',
  'indexer/src/worker-kill.test.ts',
  // Servers and services: Redis, MongoDB, Meilisearch and its stand-in, S3, SMTP.
  'adapters/src/queue/bullmq.test.ts',
  'adapters/src/rate-limit/stores.test.ts',
  'adapters/src/store/mongo.test.ts',
  'adapters/src/search/meili.test.ts',
  'adapters/src/search/meili-keys.test.ts',
  'adapters/src/testing/meili-stand-in.test.ts',
  'adapters/src/files/files.test.ts',
  'adapters/src/mail/smtp.test.ts',
  'indexer/src/indexing.test.ts',
  'indexer/src/seed/catalogue-prices.test.ts',
  'indexer/src/reindex.test.ts',
  'indexer/src/cli/commands/index-check.test.ts',
  // The compiler over parts of the web app and the server, twice each: a minute and more.
  'contract/src/changed-field.test.ts',
];
const QUICK_GUARD = 'scripts/testing/quick-guard.ts';

/**
 * Test files under `dir` that replace modules with vi.mock. The unit and web files share their
 * workers' module cache (isolate: false): a module an earlier file loaded would not see a later
 * file's mock, so these files get a fresh module cache of their own.
 */
function filesMockingModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));
}
const WEB_MOCKING = filesMockingModules('web/src');

export default defineConfig({
  test: {
    // Two files at a time, in every project (vitest runs the projects in one queue and needs one
    // number for all of them): Vitest's default on a 2-core machine is one, and the files wait on
    // browsers, servers, processes and Redis part of their time. Three gained 1 to 5 % on subsets
    // (docs/performance.md, Testlauf); `--maxWorkers=3` on the command line compares.
    maxWorkers: 2,
    // The files of 10 s and more first, over all projects, from the durations `npm run
    // test:durations` measured (scripts/testing/sequencer.ts): nothing long is left to run alone.
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'journeys',
          include: ['web/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['web/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // As patient as a locator (web/e2e/browser.ts): expect.poll's own default of 1 s failed a
          // logo check on a busy machine although the logo came.
          expect: { poll: { timeout: 15_000 } },
          // As many files at a time as the run has workers, each journey with a server of its own
          // (web/e2e/global-setup.ts). The long files go first (sequence above); the many short
          // unit and web files fill the workers at the end.
          // Listed first so that its setup, which builds the web app in a child process while the
          // demo catalogue is seeded (unless `npm test` built it beside the type check), runs before
          // the integration tests' setup, which then shares that seed.
          // A worker runs journey after journey without loading Playwright, the domain and the
          // adapters again for each file: the journeys keep no state of their own in shared modules
          // (each file launches and closes its own browser; the servers live in the main process).
          isolate: false,
        },
      },
      {
        test: {
          // The smoke set in Firefox ESR and WebKitGTK (npm run test:engines runs it alone): one file,
          // in the same run as the journeys, so that it shares their build and their seeded
          // catalogue and fills a worker beside them instead of running after everything else.
          name: 'engines',
          include: ['web/e2e/engines/*.engines.ts'],
          environment: 'node',
          globalSetup: ['web/e2e/engines/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: INTEGRATION,
          environment: 'node',
          globalSetup: [
            'adapters/src/testing/global-setup.ts',
            // The API's test servers start on copies of one seeded data directory.
            'api/src/testing/demo-data-setup.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One module cache per worker, not per file: loading the server, the adapters and their
          // libraries again for each file takes more time than the tests. The files close what they
          // open (servers, clients, timers) and keep no state in shared modules.
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit',
          include: LOGIC,
          exclude: [...configDefaults.exclude, ...INTEGRATION],
          environment: 'node',
          setupFiles: [QUICK_GUARD],
          testTimeout: 30_000,
          // A file's seeding in beforeAll (a search over a demo catalogue) outlasts the default 10 s
          // on a busy machine.
          hookTimeout: 60_000,
          // One module cache per worker, as for the integration files.
          isolate: false,
        },
      },
      {
        plugins: [react(), pageModules()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...WEB_MOCKING],
          environment: 'happy-dom',
          setupFiles: [QUICK_GUARD, 'web/src/testing/setup.ts'],
          // Rendering every page on the server outlasts vitest's default timeout on a busy machine.
          testTimeout: 30_000,
          // One module cache and page per worker, as for the other files; each test's rendering and
          // storage are cleaned up after it (web/src/testing/setup.ts).
          isolate: false,
        },
      },
      {
        plugins: [react(), pageModules()],
        test: {
          name: 'web-mocks',
          include: WEB_MOCKING,
          environment: 'happy-dom',
          setupFiles: [QUICK_GUARD, 'web/src/testing/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
