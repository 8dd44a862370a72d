import { AsyncLocalStorage } from 'node:async_hooks';

/** Where an ops command writes and what environment it reads. */
export interface OpsIo {
  /** The command's result lines (stdout). */
  out(text: string): void;
  /** Failures (stderr). */
  err(text: string): void;
  /** Progress bars (stderr); a terminal gets one redrawn line. */
  progress: { write(text: string): unknown; isTTY?: boolean };
  env: Readonly<Record<string, string | undefined>>;
}

export const PROCESS_IO: OpsIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  progress: process.stderr,
  env: process.env,
};

// The io of the command running in this async context: tests run a command in their own process
// with their own io, and the commands' many output helpers need not pass it along.
const running = new AsyncLocalStorage<OpsIo>();

export const currentIo = (): OpsIo => running.getStore() ?? PROCESS_IO;

export const withIo = <T>(io: OpsIo, run: () => Promise<T>): Promise<T> => running.run(io, run);
