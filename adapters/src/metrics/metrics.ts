import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { COLLECTIONS } from '../collections';
import { readIndexBacklog } from '../index-backlog';
import type { Queue, QueueStats } from '../queue/port';
import type { Store } from '../store/port';

/** One process's metrics in Prometheus format; every process (API, worker) makes its own. */
export interface Metrics {
  registry: Registry;
  /** Seconds per search-engine call, by operation (search, multiSearch, upsert, remove). */
  searchDuration: Histogram<'operation'>;
  /**
   * Reads queue depth, failed jobs, index lag and store size at each scrape from these adapters.
   * The lag counts pending jobs and the changes the store records as not yet indexed (failed for
   * good, not queued, or waiting for a reconcile); with the queue unreachable, the latter alone.
   */
  observe(adapters: { store: Store; queue: Queue }): void;
}

export const METRICS_PREFIX = 'futterkompass_';

const QUEUE_STATES = ['waiting', 'running', 'delayed', 'failed'] as const;

/** Process metrics (memory, CPU, event loop lag, GC) come from prom-client's defaults. */
export function createMetrics(now: () => number = Date.now): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const searchDuration = new Histogram({
    name: `${METRICS_PREFIX}search_duration_seconds`,
    help: 'Dauer der Aufrufe der Suchmaschine in Sekunden',
    labelNames: ['operation'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return {
    registry,
    searchDuration,
    observe({ store, queue }) {
      // Read once per scrape and shared by the two gauges that need it; null while the queue's
      // server does not answer (its gauge is then left out of the scrape).
      let pending: Promise<QueueStats | null> | undefined;
      const stats = () => {
        pending ??= queue
          .stats()
          .catch(() => null)
          .finally(() => {
            pending = undefined;
          });
        return pending;
      };
      new Gauge({
        name: `${METRICS_PREFIX}queue_jobs`,
        help: 'Index-Jobs der Warteschlange nach Zustand (failed: endgültig gescheitert)',
        labelNames: ['state'],
        registers: [registry],
        async collect() {
          this.reset();
          const current = await stats();
          if (current) for (const state of QUEUE_STATES) this.set({ state }, current[state]);
        },
      });
      new Gauge({
        name: `${METRICS_PREFIX}index_lag_seconds`,
        help: 'Alter der ältesten Produktänderung, die noch nicht im Suchindex ist (offene, gescheiterte, nicht eingereihte Jobs; 0: nichts offen)',
        registers: [registry],
        async collect() {
          const [current, backlog] = await Promise.all([stats(), readIndexBacklog(store)]);
          const times = [current?.oldestPendingAt, backlog?.behindSince && Date.parse(backlog.behindSince)];
          const known = times.filter((t): t is number => typeof t === 'number' && Number.isFinite(t));
          this.set(known.length === 0 ? 0 : Math.max(0, (now() - Math.min(...known)) / 1000));
        },
      });
      new Gauge({
        name: `${METRICS_PREFIX}store_documents`,
        help: 'Dokumente je Sammlung des Datenbestands',
        labelNames: ['collection'],
        registers: [registry],
        async collect() {
          const names = Object.values(COLLECTIONS);
          const counts = await Promise.all(names.map((name) => store.collection(name).count()));
          names.forEach((collection, i) => {
            this.set({ collection }, counts[i] ?? 0);
          });
        },
      });
    },
  };
}
