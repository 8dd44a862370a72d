import type { Response } from 'express';

/**
 * An answer of NDJSON lines that reach the client as they are written. no-transform keeps
 * compression() from compressing it, which would hold the lines in its zlib buffer until the end
 * whatever the content type, and asks proxies that honour it for the same.
 */
export function ndjsonAnswer(res: Response) {
  let started = false;
  return {
    /** Whether a line went out: from then on the status is 200 and a failure has to be a line too. */
    get started() {
      return started;
    },
    send(line: object) {
      if (!started) {
        started = true;
        res.status(200).type('application/x-ndjson').set('Cache-Control', 'no-store, no-transform');
      }
      res.write(`${JSON.stringify(line)}\n`);
    },
  };
}
