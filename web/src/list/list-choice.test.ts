import { describe, expect, it } from 'vitest';
import { machineTime } from '../testing/machine-time';
import { type ChoiceEvent, type ChoiceView, createListChoice } from './list-choice';

/** A list as a set of filter values, enough for the rules. */
type Q = string[];

/**
 * The machine on fake time: timers run when `advance` passes them, the paint when `paint` is
 * called; what it hands to InstantSearch and what it shows are recorded.
 */
function harness() {
  const choice = createListChoice<Q>({ debounceMs: 500 });
  const time = machineTime<ChoiceEvent<Q>>();
  let painted: ChoiceEvent<Q>[] = [];
  const applied: { query: Q; chips: boolean; at: number }[] = [];
  const acted: number[] = [];
  let view: ChoiceView<Q> = { chosen: null, pending: null };
  const run = (event: ChoiceEvent<Q>) => {
    for (const command of choice.dispatch(event)) {
      if (command.type === 'acted') acted.push(time.now);
      else if (command.type === 'afterPaint') painted.push(command.next);
      else if (command.type === 'wait') time.wait(command.ms, command.next);
      else if (command.type === 'apply')
        applied.push({ query: command.query, chips: command.chips, at: time.now });
      else view = command.view;
    }
  };
  return {
    applied,
    acted,
    get view() {
      return view;
    },
    choose: (query: Q) => run({ type: 'choose', query }),
    chip: (value: string, current: Q) =>
      run({ type: 'chip', change: (q) => q.filter((v) => v !== value), current }),
    /** The browser paints the frame: the hand-offs waiting for it run. */
    paint() {
      const due = painted;
      painted = [];
      for (const next of due) run(next);
    },
    advance: (ms: number) => time.advance(ms, run),
  };
}

describe('list choice', () => {
  it('shows a choice at once and hands it to InstantSearch after the next paint', () => {
    const t = harness();
    t.choose(['nass']);
    expect(t.view).toEqual({ chosen: ['nass'], pending: null });
    t.advance(1000);
    expect(t.applied).toEqual([]);
    t.paint();
    expect(t.applied).toEqual([{ query: ['nass'], chips: false, at: 1000 }]);
    expect(t.view).toEqual({ chosen: null, pending: null });
  });

  it('starts the 200 ms count of the search with the choice, not with a chip change', () => {
    const t = harness();
    t.advance(30);
    t.choose(['nass']);
    expect(t.acted).toEqual([30]);
    t.chip('nass', ['nass']);
    t.advance(500);
    expect(t.acted).toEqual([30]);
  });

  it('hands over only the latest of the choices made before a paint, once', () => {
    const t = harness();
    t.choose(['nass']);
    t.choose(['trocken']);
    expect(t.view.chosen).toEqual(['trocken']);
    t.paint();
    t.paint();
    expect(t.applied).toEqual([{ query: ['trocken'], chips: false, at: 0 }]);
  });

  it('shows chip changes at once and applies them together 500 ms after the last', () => {
    const t = harness();
    t.chip('niere', ['niere', 'leber', 'zahn']);
    expect(t.view.pending).toEqual(['leber', 'zahn']);
    t.advance(499);
    // The second change builds on the first, still waiting.
    t.chip('zahn', ['niere', 'leber', 'zahn']);
    expect(t.view.pending).toEqual(['leber']);
    t.advance(499);
    expect(t.applied).toEqual([]);
    t.advance(1);
    expect(t.applied).toEqual([{ query: ['leber'], chips: true, at: 999 }]);
    expect(t.view).toEqual({ chosen: null, pending: null });
    t.advance(1000);
    expect(t.applied).toHaveLength(1);
  });

  it('drops chip changes still waiting when a choice is made', () => {
    const t = harness();
    t.chip('niere', ['niere', 'leber']);
    t.advance(100);
    t.choose(['niere', 'leber', 'trocken']);
    expect(t.view).toEqual({ chosen: ['niere', 'leber', 'trocken'], pending: null });
    t.paint();
    t.advance(1000);
    expect(t.applied).toEqual([{ query: ['niere', 'leber', 'trocken'], chips: false, at: 100 }]);
  });

  it('keeps a choice waiting for its paint when a chip changes meanwhile', () => {
    const t = harness();
    t.choose(['niere', 'leber']);
    t.chip('niere', ['niere', 'leber']);
    t.paint();
    t.advance(500);
    expect(t.applied).toEqual([
      { query: ['niere', 'leber'], chips: false, at: 0 },
      { query: ['leber'], chips: true, at: 500 },
    ]);
  });
});
