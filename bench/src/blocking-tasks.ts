/**
 * The page's main-thread tasks in a Lighthouse trace, and the same trace with one of them made short:
 * what `npm run lighthouse -- --explain` re-audits to find how much blocking time each task costs.
 * Lighthouse scales every observed task by its CPU factor and then simulates the load, so a task that
 * is not long itself still counts when it pushes others past the first paint; only a re-simulation
 * with it short says what it costs.
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
  /** The event names inside it with the longest inclusive time, e.g. 'Layout 43 ms, Paint 11 ms'. */
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

const onThread = (e: TraceEvent, thread: string) => `${e.pid}:${e.tid}` === thread;

/** The page's navigation start: the first one on its own thread (the blank page has its own). */
const navigationStart = (events: readonly TraceEvent[], thread: string) =>
  Math.min(...events.filter((e) => e.name === 'navigationStart' && onThread(e, thread)).map((e) => e.ts));

const isTask = (e: TraceEvent) => e.ph === 'X' && TASK_NAMES.has(e.name);

/** Whether an event of any phase happened within a task, on its thread. */
const within = (e: TraceEvent, task: TraceEvent) =>
  e !== task &&
  e.pid === task.pid &&
  e.tid === task.tid &&
  e.ts >= task.ts &&
  e.ts < task.ts + (task.dur ?? 0);

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
  if (!thread) return [];
  const start = navigationStart(events, thread);
  if (!Number.isFinite(start)) return [];
  const tasks = events
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => isTask(event) && onThread(event, thread))
    .sort((a, b) => a.event.ts - b.event.ts);
  const listed: MainThreadTask[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const { event, index } of tasks) {
    // A task inside another is part of that one's work, not a task of its own.
    if (event.ts < end) continue;
    end = event.ts + (event.dur ?? 0);
    if (event.ts < start || (event.dur ?? 0) < minMs * 1000) continue;
    const work = events.filter((e) => e.ph === 'X' && !TASK_NAMES.has(e.name) && within(e, event));
    listed.push({
      index,
      startMs: ms(event.ts - start),
      durationMs: ms(event.dur ?? 0),
      inside: summary(work),
    });
  }
  return listed;
}

/**
 * A copy of the events in which the task at `index` lasts `durationMs`: everything that happened
 * within it (nested tasks, instant events such as the requests it sent) is compressed into the shorter
 * span with it, so that it stays inside the task with its links to other work. Never lengthens a task.
 */
export function withTaskShortened(
  events: readonly TraceEvent[],
  index: number,
  durationMs: number,
): TraceEvent[] {
  const task = events[index];
  if (!task || !isTask(task)) throw new Error(`kein Task an Position ${index}`);
  const factor = Math.min(1, (durationMs * 1000) / Math.max(1, task.dur ?? 0));
  const scale = (e: TraceEvent): TraceEvent => ({
    ...e,
    ts: task.ts + (e.ts - task.ts) * factor,
    ...(e.dur !== undefined && { dur: e.dur * factor }),
  });
  return events.map((e) => (e === task || within(e, task) ? scale(e) : e));
}
