import { describe, expect, it } from 'vitest';
import { mainThreadTasks, type TraceEvent, withTaskShortened } from './blocking-tasks';

const PAGE = { pid: 2, tid: 20 };
const BLANK = { pid: 1, tid: 10 };
const thread = (at: { pid: number; tid: number }): TraceEvent => ({
  ...at,
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  args: { name: 'CrRendererMain' },
});
const x = (at: { pid: number; tid: number }, name: string, tsMs: number, durMs: number): TraceEvent => ({
  ...at,
  name,
  ph: 'X',
  ts: 1_000_000 + tsMs * 1000,
  dur: durMs * 1000,
});

// A blank page's renderer with one long task, and the page's renderer with three tasks.
const trace: TraceEvent[] = [
  thread(BLANK),
  thread(PAGE),
  { ...PAGE, name: 'navigationStart', ph: 'R', ts: 1_000_000 },
  x(BLANK, 'RunTask', 5, 80),
  x(PAGE, 'RunTask', 100, 60),
  x(PAGE, 'Layout', 102, 40),
  x(PAGE, 'FontCache::GetFontPlatformData', 105, 20),
  x(PAGE, 'Paint', 145, 10),
  x(PAGE, 'RunTask', 200, 8),
  x(PAGE, 'RunTask', 300, 20),
  x(PAGE, 'v8.callFunction', 300, 19),
  x(PAGE, 'RunTask', -50, 30),
];

describe('mainThreadTasks', () => {
  it('lists the page renderer’s tasks from the navigation on, from the given length, with their work', () => {
    expect(mainThreadTasks(trace, 12.5)).toEqual([
      {
        index: 4,
        startMs: 100,
        durationMs: 60,
        inside: 'Layout 40 ms, FontCache::GetFontPlatformData 20 ms, Paint 10 ms',
      },
      { index: 9, startMs: 300, durationMs: 20, inside: 'v8.callFunction 19 ms' },
    ]);
  });

  it('finds nothing without a renderer main thread or a navigation', () => {
    expect(mainThreadTasks(trace.slice(2), 0)).toEqual([]);
    expect(
      mainThreadTasks(
        trace.filter((e) => e.name !== 'navigationStart'),
        0,
      ),
    ).toEqual([]);
  });
});

describe('withTaskShortened', () => {
  it('cuts the task and the work inside it at the new end, and nothing else', () => {
    const before = structuredClone(trace);
    const after = withTaskShortened(trace, 4, 30);
    const durMs = (i: number) => (after[i]?.dur ?? 0) / 1000;
    expect(durMs(4)).toBe(30);
    expect(durMs(5)).toBe(28); // Layout from 102 ms: cut at 130 ms
    expect(durMs(6)).toBe(20); // ends at 125 ms, inside the new end
    expect(after[7]).toMatchObject({ ts: 1_130_000, dur: 0 }); // Paint at 145 ms: after the new end
    expect(after.filter((_, i) => ![4, 5, 7].includes(i))).toEqual(
      trace.filter((_, i) => ![4, 5, 7].includes(i)),
    );
    expect(trace).toEqual(before);
  });

  it('never lengthens a task and refuses a position that holds none', () => {
    expect(withTaskShortened(trace, 8, 30)[8]?.dur).toBe(8000);
    expect(() => withTaskShortened(trace, 2, 10)).toThrow('kein Task an Position 2');
  });
});
