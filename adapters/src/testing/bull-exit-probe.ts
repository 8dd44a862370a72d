import pino from 'pino';
import { createBullQueue } from '../queue/bullmq';

/**
 * Runs one job through a BullMQ queue with a worker, closes it and returns without process.exit:
 * the process ends only if close() released every connection.
 */
const [url, prefix] = process.argv.slice(2) as [string, string];
const queue = createBullQueue({ url, prefix, queueName: 'exit-probe', logger: pino({ level: 'silent' }) });
const ran = new Promise<void>((resolve) => queue.process(async () => resolve()));
await queue.enqueue('probe', {});
await ran;
await queue.close();
process.stdout.write('closed\n');
