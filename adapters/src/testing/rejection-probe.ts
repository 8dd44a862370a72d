import pino from 'pino';
import { handleShutdown } from '../shutdown';

/**
 * A process wired as the server and the worker are, which leaves one promise rejection unhandled
 * and then runs until it is sent SIGTERM. Logs as JSON lines on stdout.
 */
handleShutdown({ logger: pino(), close: async () => {} });
void Promise.reject(new Error('nobody waits for this'));
setInterval(() => {}, 60_000);
