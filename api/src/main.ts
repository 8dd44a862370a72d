import { setFlagsFromString } from 'node:v8';
import { runProcess } from '@futterkompass/adapters';
import { startServer } from './server';

/**
 * V8 lets the heap grow to about twice what survived its last full collection before collecting
 * again, and keeps what it took; the embedded server's survivors are the catalogue and the search
 * caches. Growth limited to half keeps its memory well lower at the same request rate
 * (docs/performance.md). V8 reads the flag at every collection, so setting it here, before the
 * store is loaded, takes effect.
 */
setFlagsFromString('--heap-growing-percent=50');

/** `npm start`: one process serving the API and the web app. */
void runProcess({ start: startServer });
