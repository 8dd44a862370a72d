/** A job that arrived while another job of its dedupe id ran: it runs after that one. */
export interface PendingJob {
  name: string;
  payload: unknown;
  dedupeId: string;
  enqueuedAt: number;
}

interface Slot {
  /** Waiting: queued or waiting for a retry's backoff. */
  state: 'waiting' | 'running';
  next?: PendingJob;
}

/**
 * The dedupe rule of the queue port, per id: while a job waits, further ones are dropped; while one
 * runs, the latest further one is kept to run after it (the lag counts from the first of them).
 */
export function createDedupeSlots() {
  const slots = new Map<string, Slot>();
  return {
    /** True when the job must be queued now; false when it was merged into a waiting or running one. */
    claim(dedupeId: string, name: string, payload: unknown): boolean {
      const slot = slots.get(dedupeId);
      if (!slot) {
        slots.set(dedupeId, { state: 'waiting' });
        return true;
      }
      if (slot.state === 'running') {
        slot.next = { name, payload, dedupeId, enqueuedAt: slot.next?.enqueuedAt ?? Date.now() };
      }
      return false;
    },
    started(dedupeId: string): void {
      const slot = slots.get(dedupeId);
      if (slot) slot.state = 'running';
    },
    /** The job waits for a retry: further jobs are dropped again; the one kept runs after the retry. */
    retrying(dedupeId: string): void {
      const slot = slots.get(dedupeId);
      if (slot) slot.state = 'waiting';
    },
    /** The job ended for good: answers the job kept to run next, which then holds the slot. */
    ended(dedupeId: string): PendingJob | undefined {
      const next = slots.get(dedupeId)?.next;
      if (next) slots.set(dedupeId, { state: 'waiting' });
      else slots.delete(dedupeId);
      return next;
    },
    pending(): PendingJob[] {
      return [...slots.values()].flatMap((slot) => (slot.next ? [slot.next] : []));
    },
    clear(): void {
      slots.clear();
    },
  };
}
