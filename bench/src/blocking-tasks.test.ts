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
  { ...PAGE, name: 'ResourceSendRequest', ph: 'I', ts: 1_150_000 },
  x(PAGE, 'RunTask', 200, 8),
  x(PAGE, 'RunTask', 300, 20),
  x(PAGE, 'v8.callFunction', 300, 19),
  x(PAGE, 'RunTask', 301, 15),
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
      // The task nested in this one (from 301 ms) is part of its work, not listed on its own.
      { index: 10, startMs: 300, durationMs: 20, inside: 'v8.callFunction 19 ms' },
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
  it('compresses the task and everything within it into the shorter span, and leaves the rest', () => {
    const before = structuredClone(trace);
    const after = withTaskShortened(trace, 4, 30);
    const at = (i: number) => ({
      ms: ((after[i]?.ts ?? 0) - 1_000_000) / 1000,
      durMs: (after[i]?.dur ?? 0) / 1000,
    });
    expect(at(4)).toEqual({ ms: 100, durMs: 30 });
    expect(at(5)).toEqual({ ms: 101, durMs: 20 }); // Layout from 102 ms for 40 ms, halved with the task
    expect(at(6)).toEqual({ ms: 102.5, durMs: 10 });
    expect(at(7)).toEqual({ ms: 122.5, durMs: 5 }); // Paint at 145 ms: still inside, now at 122.5 ms
    expect(after[8]).toEqual({ ...PAGE, name: 'ResourceSendRequest', ph: 'I', ts: 1_125_000 });
    expect(after.slice(9)).toEqual(trace.slice(9));
    expect(after.slice(0, 4)).toEqual(trace.slice(0, 4));
    expect(trace).toEqual(before);
  });

  it('never lengthens a task and refuses a position that holds no task', () => {
    expect(withTaskShortened(trace, 9, 30)[9]?.dur).toBe(8000);
    expect(() => withTaskShortened(trace, 5, 10)).toThrow('kein Task an Position 5');
  });
});
