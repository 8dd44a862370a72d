import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createInProcessQueue,
  createLocalFiles,
  createNedbStore,
  createOramaSearch,
} from '@futterkompass/adapters';
import { reindexAll, seedDemoCatalogue } from '@futterkompass/indexer';
import pino from 'pino';

const dir = await mkdtemp(path.join(tmpdir(), 'fk-perf-'));
let t = performance.now();
const store = await createNedbStore(dir);
const s = await seedDemoCatalogue(
  { store, files: createLocalFiles(path.join(dir, 'files')) },
  { products: Number(process.env.N ?? 20000), images: false, demoUsers: false },
);
console.log('seed', s, Math.round(performance.now() - t), 'ms');
t = performance.now();
const search = createOramaSearch();
const r = await reindexAll({ store, search: search as never });
console.log(
  'reindex',
  r.documents,
  r.failures.length,
  r.durationMs,
  'ms',
  Math.round(r.documents / (r.durationMs / 1000)),
  '/s',
  process.memoryUsage().rss / 1e6,
);
t = performance.now();
await store.close();
const store2 = await createNedbStore(dir);
await store2.collection('products').count();
console.log('reopen', Math.round(performance.now() - t), 'ms');
