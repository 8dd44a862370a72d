import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type Collection, DuplicateKeyError } from './port';

/** The document of a lease: who holds it, and until when without a renewal. */
export interface LeaseDoc {
  _id: string;
  holder: string;
  expiresAt: string;
}

export interface LeaseOptions {
  /** How long the lease holds without a renewal: a holder that died frees it after this. */
  ttlMs?: number;
  now?: () => number;
  /** Runs `renew` every `everyMs` until the returned stop is called; setInterval by default. */
  schedule?: (renew: () => void, everyMs: number) => () => void;
}

export interface Lease {
  readonly holder: string;
  /**
   * Pushes the expiry forward; rejects with LeaseLostError if another holder has taken the lease
   * over meanwhile (this one was taken for dead), and the lease stays lost.
   */
  renew(): Promise<void>;
  /** Throws LeaseLostError if a renewal has found the lease lost. */
  check(): void;
  /** Stops the renewals and frees the lease, if this holder still has it. */
  release(): Promise<void>;
}

export const LEASE_TTL_MS = 60_000;

export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
  constructor(readonly lease: string) {
    super(`Die Sperre ${lease} ist abgelaufen und von einem anderen Prozess übernommen worden.`);
  }
}

const everyInterval = (renew: () => void, everyMs: number) => {
  const timer = setInterval(renew, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

/**
 * Takes the lease `name` in `collection` for this process, or answers null while another holder's
 * lease runs. Atomic in every store: a new lease is an insert that the unique _id refuses to a
 * second taker, an expired one is taken over by one conditional update. Renewed every third of its
 * time to live while held.
 */
export async function acquireLease(
  collection: Collection<LeaseDoc>,
  name: string,
  { ttlMs = LEASE_TTL_MS, now = Date.now, schedule = everyInterval }: LeaseOptions = {},
): Promise<Lease | null> {
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  const expiry = () => new Date(now() + ttlMs).toISOString();
  try {
    await collection.insert({ _id: name, holder, expiresAt: expiry() });
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    const expired = { _id: name, expiresAt: { $lte: new Date(now()).toISOString() } };
    if (!(await collection.findOneAndUpdate(expired, { $set: { holder, expiresAt: expiry() } }))) return null;
  }
  let lost = false;
  const check = () => {
    if (lost) throw new LeaseLostError(name);
  };
  const renew = async () => {
    check();
    const { matched } = await collection.updateOne({ _id: name, holder }, { $set: { expiresAt: expiry() } });
    lost = matched === 0;
    check();
  };
  // A lost lease is for check() to report; a store that does not answer now may at the next
  // renewal, as the lease lasts its whole time to live.
  const stop = schedule(() => void renew().catch(() => undefined), ttlMs / 3);
  return {
    holder,
    renew,
    check,
    async release() {
      stop();
      await collection.deleteOne({ _id: name, holder });
    },
  };
}
