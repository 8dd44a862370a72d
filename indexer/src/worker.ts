import { runProcess } from '@futterkompass/adapters';
import { startWorker } from './start-worker';

/**
 * `npm run worker`: the BullMQ index worker of the distributed setup (Redis and Meilisearch);
 * closes gracefully on SIGINT and SIGTERM, within a deadline.
 */
void runProcess({ name: 'indexer', start: startWorker });
