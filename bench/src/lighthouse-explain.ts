import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import { mainThreadTasks, type TraceEvent, withTaskShortened } from './blocking-tasks';

const TRACE = 'defaultPass.trace.json';
const OTHER_FILES = ['artifacts.json', 'defaultPass.devtoolslog.json'];
/**
 * Lighthouse's mobile preset scales observed tasks by 4 and counts what exceeds 50 ms: a task shorter
 * than 12 ms never blocks by itself. Shorter ones are not tried, and each tried one is squeezed to that.
 */
export const SHORT_MS = 12;

export interface TaskCost {
  startMs: number;
  durationMs: number;
  inside: string;
  /**
   * Total blocking time of the run had this task lasted 12 ms, everything within it compressed with it
   * (the rest of the trace unchanged).
   */
  tbtWithoutMs: number;
}

const tbtOf = async (dir: string, flags: Flags) => {
  const result = await lighthouse(undefined, { ...flags, auditMode: dir });
  const tbt = result?.lhr.audits['total-blocking-time']?.numericValue;
  if (tbt === undefined) throw new Error(`keine Blockierzeit für ${dir}`);
  return Math.round(tbt);
};

/**
 * What each main-thread task of a run costs in blocking time: the run's saved artifacts (`dir`,
 * Lighthouse's gatherMode) audited again with that one task squeezed to 12 ms. `flags` are the run's own:
 * Lighthouse refuses to audit artifacts under other settings.
 */
export async function taskCosts(dir: string, flags: Flags): Promise<TaskCost[]> {
  const trace = JSON.parse(await readFile(path.join(dir, TRACE), 'utf8')) as
    | { traceEvents: TraceEvent[] }
    | TraceEvent[];
  const list = Array.isArray(trace) ? trace : trace.traceEvents;
  // The trace as saved (its metadata too), with the one task changed.
  const withEvents = (traceEvents: TraceEvent[]) =>
    Array.isArray(trace) ? traceEvents : { ...trace, traceEvents };
  const variant = await mkdtemp(`${dir}-ohne-`);
  try {
    for (const file of OTHER_FILES) await copyFile(path.join(dir, file), path.join(variant, file));
    const costs: TaskCost[] = [];
    for (const task of mainThreadTasks(list, SHORT_MS)) {
      const shortened = withTaskShortened(list, task.index, SHORT_MS);
      await writeFile(path.join(variant, TRACE), JSON.stringify(withEvents(shortened)));
      const { index: _, ...described } = task;
      costs.push({ ...described, tbtWithoutMs: await tbtOf(variant, flags) });
    }
    return costs;
  } finally {
    await rm(variant, { recursive: true, force: true });
  }
}
