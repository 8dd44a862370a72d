import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger, Mailer, OfferAgeConfig, Queue } from '@futterkompass/adapters';
import { type FileImport, type FileImportResult, ImportInterruptedError } from './file-import';
import {
  errorData,
  errorFrom,
  type FromThread,
  type ImportThreadData,
  type ReplyToThread,
} from './thread-messages';

/**
 * The thread's code: in production the bundle beside the server's (scripts/entries.mjs), else the
 * TypeScript source, loaded through tsx's loader, which the thread registers first (like
 * scripts/launch.mjs for the server).
 */
function threadEntry(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./feed-import-thread.mjs', import.meta.url);
  const tsx = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const loader = pathToFileURL(path.join(tsx, 'dist/esm/api/index.mjs')).href;
  const source = new URL('./import-thread.ts', import.meta.url).href;
  const boot = `import { register } from ${JSON.stringify(loader)}; register(); await import(${JSON.stringify(source)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

export interface ThreadImportDeps {
  /** The embedded store's database file; the thread opens connections of its own to it. */
  storeFile: string;
  /** The server's queue and mailer: the thread's index jobs and price alert mails go through them. */
  queue: Queue;
  mailer: Mailer;
  offerAge: OfferAgeConfig;
  publicUrl: string;
  reviewCap: number;
  logger: Logger;
}

/**
 * Feed imports in a worker thread each, one at a time (SQLite has one writer): the server's event
 * loop only answers the thread's few calls (index jobs of the changed products, alert mails) and
 * gets its figures at the end. The thread writes in the same short transactions as an import in
 * the server would, so a thread that dies mid-feed leaves whole batches, which the next
 * (unconditional) pull completes. `close` ends a running thread: its run fails as interrupted.
 */
export function createThreadImport(deps: ThreadImportDeps): FileImport & { close(): Promise<void> } {
  const entry = threadEntry();
  const running = new Set<Worker>();
  let line: Promise<unknown> = Promise.resolve();
  let closed = false;

  const answer = async (worker: Worker, message: Extract<FromThread, { id: number }>) => {
    const reply: ReplyToThread = { id: message.id };
    try {
      if (message.type === 'enqueue')
        await deps.queue.enqueue(message.name, message.payload, message.options);
      else await deps.mailer.send(message.message);
    } catch (error) {
      reply.error = errorData(error);
    }
    // A thread ended meanwhile takes no reply.
    if (running.has(worker)) worker.postMessage(reply);
  };

  const runOne: FileImport = (job) =>
    new Promise<FileImportResult>((resolve, reject) => {
      if (closed) {
        reject(new ImportInterruptedError());
        return;
      }
      const workerData: ImportThreadData = {
        storeFile: deps.storeFile,
        job,
        reviewCap: deps.reviewCap,
        publicUrl: deps.publicUrl,
        offerAge: { maxAgeHours: deps.offerAge.maxAgeHours, retentionDays: deps.offerAge.retentionDays },
        logLevel: deps.logger.level,
      };
      const worker = new Worker(entry, { workerData });
      running.add(worker);
      let outcome: { result: FileImportResult } | { error: Error } | undefined;
      worker.on('message', (message: FromThread) => {
        if (message.type === 'done') outcome = { result: message.result };
        else if (message.type === 'failed') outcome = { error: errorFrom(message.error) };
        else void answer(worker, message);
      });
      worker.on('error', (error) => {
        outcome ??= { error };
      });
      // Settled once the thread has ended and closed its connections.
      worker.on('exit', (code) => {
        running.delete(worker);
        if (outcome && 'result' in outcome) resolve(outcome.result);
        else if (outcome) reject(outcome.error);
        else if (closed) reject(new ImportInterruptedError());
        else reject(new Error(`the feed import thread ended with exit code ${code} before it was done`));
      });
    });

  const importFile: FileImport = (job) => {
    const next = line.then(() => runOne(job));
    line = next.catch(() => undefined);
    return next;
  };
  return Object.assign(importFile, {
    async close() {
      closed = true;
      await Promise.all([...running].map((worker) => worker.terminate()));
    },
  });
}
