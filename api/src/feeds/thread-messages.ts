import {
  type EnqueueOptions,
  FeedFetchError,
  type MailMessage,
  type OfferAgeConfig,
  QueueUnavailableError,
} from '@futterkompass/adapters';
import { FeedFormatError } from '../offers/feed-reader';
import type { FileImportJob, FileImportResult } from './file-import';

/** What the import thread is started with: plain data (import-thread.ts). */
export interface ImportThreadData {
  storeFile: string;
  job: FileImportJob;
  reviewCap: number;
  publicUrl: string;
  offerAge: OfferAgeConfig;
  logLevel: string;
}

/** An error across the thread's border: its kind by name, its (German, for a feed's fault) message. */
export interface ErrorData {
  name: string;
  message: string;
}

/** The thread's calls of the server's ports, each answered with a reply of its id. */
export type ThreadCall =
  | { type: 'enqueue'; name: string; payload: unknown; options?: EnqueueOptions }
  | { type: 'mail'; message: MailMessage };

/** A call, or the thread's end. */
export type FromThread =
  | (ThreadCall & { id: number })
  | { type: 'done'; result: FileImportResult }
  | { type: 'failed'; error: ErrorData };

export interface ReplyToThread {
  id: number;
  error?: ErrorData;
}

export const errorData = (error: unknown): ErrorData =>
  error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };

/** The error again, of the kind the code on this side tells apart (a feed's fault, a queue that is down). */
export function errorFrom({ name, message }: ErrorData): Error {
  if (name === 'FeedFormatError') return new FeedFormatError(message);
  if (name === 'FeedFetchError') return new FeedFetchError(message, false);
  if (name === 'QueueUnavailableError') return new QueueUnavailableError(message);
  const error = new Error(message);
  error.name = name;
  return error;
}
