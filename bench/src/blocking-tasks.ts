/**
 * The page's main-thread tasks in a Lighthouse trace, and the same trace with one of them cut short:
 * what `npm run lighthouse -- --explain` re-audits to find how much blocking time each task costs.
 * Lighthouse scales every observed task by its CPU factor and then simulates the load, so a task that
 * is not long itself still counts when it pushes others past the first paint; only a re-simulation
 * without it says what it costs.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

export interface MainThreadTask {
  /** Position of the task's event in the trace. */
  index: number;
  /** Start after the navigation's start, in ms as observed. */
  startMs: number;
  durationMs: number;
  /** The work inside it that took longest, e.g. 'Layout 43 ms, Paint 11 ms'. */
  inside: string;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const ms = (us: number) => Math.round(us / 100) / 10;

/** The renderer main thread with the most events: the page's (Lighthouse's blank page has few). */
function pageThread(events: readonly TraceEvent[]): string | null {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (mains.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

const navigationStart = (events: readonly TraceEvent[]) =>
  Math.min(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));

const isTask = (e: TraceEvent, thread: string) =>
  e.ph === 'X' && TASK_NAMES.has(e.name) && `${e.pid}:${e.tid}` === thread;

/** The events that ran inside a task on its thread (nested tasks and instant events left out). */
function inside(events: readonly TraceEvent[], task: TraceEvent): TraceEvent[] {
  const end = task.ts + (task.dur ?? 0);
  return events.filter(
    (e) =>
      e !== task &&
      e.ph === 'X' &&
      e.pid === task.pid &&
      e.tid === task.tid &&
      !TASK_NAMES.has(e.name) &&
      e.ts >= task.ts &&
      e.ts <= end,
  );
}

function summary(children: readonly TraceEvent[]): string {
  const totals = new Map<string, number>();
  for (const e of children) totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0));
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, dur]) => `${name} ${Math.round(dur / 1000)} ms`)
    .join(', ');
}

/** The page's top-level tasks after the navigation started, from `minMs` on, in order. */
export function mainThreadTasks(events: readonly TraceEvent[], minMs: number): MainThreadTask[] {
  const thread = pageThread(events);
  const start = navigationStart(events);
  if (!thread || !Number.isFinite(start)) return [];
  const tasks: MainThreadTask[] = [];
  events.forEach((e, index) => {
    if (!isTask(e, thread) || e.ts < start || (e.dur ?? 0) < minMs * 1000) return;
    tasks.push({
      index,
      startMs: ms(e.ts - start),
      durationMs: ms(e.dur ?? 0),
      inside: summary(inside(events, e)),
    });
  });
  return tasks.sort((a, b) => a.startMs - b.startMs);
}

/**
 * A copy of the events in which the task at `index` lasts `durationMs`: the work inside it is cut at
 * its new end, so that the trace stays well nested.
 */
export function withTaskShortened(
  events: readonly TraceEvent[],
  index: number,
  durationMs: number,
): TraceEvent[] {
  const task = events[index];
  if (task?.ph !== 'X') throw new Error(`kein Task an Position ${index}`);
  const end = task.ts + durationMs * 1000;
  const cut = new Set(inside(events, task));
  return events.map((e) => {
    if (e === task) return { ...e, dur: Math.min(e.dur ?? 0, durationMs * 1000) };
    if (!cut.has(e) || e.ts + (e.dur ?? 0) <= end) return e;
    return e.ts >= end ? { ...e, ts: end, dur: 0 } : { ...e, dur: end - e.ts };
  });
}
