// The programs the project runs, each as TypeScript source (development, tests) and as the compiled
// bundle that production runs (`npm run build`). Bundles sit beside their workspace's src/, so that
// paths relative to a module (the web app's dist/) and each workspace's own node_modules hold for both.
export const ENTRIES = {
  server: { source: 'api/src/main.ts', bundle: 'api/dist/main.mjs' },
  worker: { source: 'indexer/src/worker.ts', bundle: 'indexer/dist/worker.mjs' },
  ops: { source: 'api/src/cli/ops.ts', bundle: 'api/dist/ops.mjs' },
  // The server's feed import thread (api/src/feeds/thread-import.ts finds it beside the server's bundle).
  'feed-import-thread': {
    source: 'api/src/feeds/import-thread.ts',
    bundle: 'api/dist/feed-import-thread.mjs',
    thread: true,
  },
};
