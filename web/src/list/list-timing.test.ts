import { describe, expect, it } from 'vitest';
import { machineTime } from '../testing/machine-time';
import { createListTiming, type TimingCommand, type TimingConfig, type TimingEvent } from './list-timing';

const config: TimingConfig = { delayMs: 200, backoffMs: 1000, pageKey: null, onlyFromPage: false };

/**
 * The machine with fake time: timers the commands start run when `advance` passes them, calls are
 * recorded and settled by the test.
 */
function harness(overrides: Partial<TimingConfig> = {}) {
  const timing = createListTiming({ ...config, ...overrides });
  const time = machineTime<TimingEvent>();
  const sent: Extract<TimingCommand, { type: 'send' | 'resend' }>[] = [];
  const answered: { search: number; call: number | 'failed' }[] = [];
  const refused: number[] = [];
  let searches = 0;
  const run = (event: TimingEvent) => {
    for (const command of timing.dispatch(event)) {
      if (command.type === 'wait') time.wait(command.ms, command.next);
      else if (command.type === 'send' || command.type === 'resend') sent.push(command);
      else if (command.type === 'answer')
        answered.push(...command.searches.map((search) => ({ search, call: command.call })));
      else if (command.type === 'fail')
        answered.push(...command.searches.map((search) => ({ search, call: 'failed' as const })));
      else refused.push(command.search);
    }
  };
  return {
    sent,
    answered,
    refused,
    search(key: string) {
      run({ type: 'search', search: ++searches, key, at: time.now });
      return searches;
    },
    acted: () => run({ type: 'acted', at: time.now }),
    retry: () => run({ type: 'retry' }),
    succeed: (call: number) => run({ type: 'succeeded', call }),
    fail: (call: number, retryable = true) => run({ type: 'failed', call, retryable }),
    advance: (ms: number) => time.advance(ms, run),
    /** Calls made so far: sends and second tries. */
    get requests() {
      return sent.length;
    },
  };
}

describe('list timing', () => {
  it('sends a search 200 ms after it, the first after a page load too', () => {
    const t = harness();
    t.search('a');
    t.advance(199);
    expect(t.sent).toEqual([]);
    t.advance(1);
    expect(t.sent).toEqual([{ type: 'send', call: 1, search: 1, source: 'api' }]);
    t.succeed(1);
    expect(t.answered).toEqual([{ search: 1, call: 1 }]);
  });

  it('counts the 200 ms from the visitor action, once', () => {
    const t = harness();
    t.acted();
    t.advance(16);
    t.search('a');
    t.advance(183);
    expect(t.requests).toBe(0);
    t.advance(1);
    expect(t.requests).toBe(1);
    t.succeed(1);
    t.search('b');
    t.advance(199);
    expect(t.requests).toBe(1);
    t.advance(1);
    expect(t.requests).toBe(2);
  });

  it('sends at once after an action longer than 200 ms ago', () => {
    const t = harness();
    t.acted();
    t.advance(500);
    t.search('a');
    t.advance(0);
    expect(t.requests).toBe(1);
  });

  it('answers a search overtaken during its wait with the newer search call', () => {
    const t = harness();
    t.search('page=2');
    t.advance(100);
    t.search('page=5');
    t.advance(199);
    expect(t.sent).toEqual([]);
    t.advance(1);
    expect(t.sent).toEqual([{ type: 'send', call: 1, search: 2, source: 'api' }]);
    t.succeed(1);
    expect(t.answered).toEqual([
      { search: 1, call: 1 },
      { search: 2, call: 1 },
    ]);
  });

  it('shares the call of an identical search in flight', () => {
    const t = harness();
    t.search('a');
    t.advance(200);
    t.search('a');
    t.advance(200);
    expect(t.requests).toBe(1);
    t.succeed(1);
    expect(t.answered).toEqual([
      { search: 1, call: 1 },
      { search: 2, call: 1 },
    ]);
    // Answered: the same query later is a call of its own.
    t.search('a');
    t.advance(200);
    expect(t.requests).toBe(2);
  });

  it('does not share the call of another query in flight', () => {
    const t = harness();
    t.search('a');
    t.advance(200);
    t.search('b');
    t.advance(200);
    expect(t.sent.map((s) => s.type === 'send' && s.search)).toEqual([1, 2]);
    t.succeed(2);
    t.succeed(1);
    expect(t.answered).toEqual([
      { search: 2, call: 2 },
      { search: 1, call: 1 },
    ]);
  });

  it('tries a call that got no answer once more after the backoff, then answers it failed', () => {
    const t = harness();
    t.search('a');
    t.advance(200);
    t.fail(1);
    t.advance(999);
    expect(t.requests).toBe(1);
    t.advance(1);
    expect(t.sent[1]).toEqual({ type: 'resend', call: 1 });
    expect(t.answered).toEqual([]);
    t.fail(1);
    expect(t.answered).toEqual([{ search: 1, call: 'failed' }]);
  });

  it('answers with the second try when it succeeds', () => {
    const t = harness();
    t.search('a');
    t.advance(200);
    t.fail(1);
    t.advance(1000);
    t.succeed(1);
    expect(t.answered).toEqual([{ search: 1, call: 1 }]);
  });

  it('does not try a refusal again', () => {
    const t = harness();
    t.search('a');
    t.advance(200);
    t.fail(1, false);
    t.advance(5000);
    expect(t.requests).toBe(1);
    expect(t.answered).toEqual([{ search: 1, call: 'failed' }]);
  });

  it('sends a failing query at most twice however often it is searched again', () => {
    const t = harness();
    t.search('a');
    t.advance(200);
    t.fail(1);
    // Repeated while the call waits for its second try, and again after it failed.
    for (let i = 0; i < 6; i++) {
      t.advance(150);
      t.search('a');
    }
    t.advance(1000);
    t.fail(1);
    for (let i = 0; i < 6; i++) {
      t.search('a');
      t.advance(150);
    }
    t.advance(1000);
    expect(t.requests).toBe(2);
    expect(t.answered).toHaveLength(13);
    expect(t.answered.every((a) => a.call === 'failed')).toBe(true);
  });

  it('answers a search that failed during its wait without a call', () => {
    const t = harness({ backoffMs: 0 });
    t.search('a');
    t.advance(200);
    t.fail(1);
    t.advance(0);
    t.search('a');
    t.fail(1);
    t.advance(200);
    expect(t.requests).toBe(2);
    expect(t.answered).toEqual([
      { search: 1, call: 'failed' },
      { search: 2, call: 'failed' },
    ]);
  });

  it('sends the failed query again after another one went out, or when the visitor asks', () => {
    const t = harness({ backoffMs: 0 });
    t.search('a');
    t.advance(200);
    t.fail(1, false);
    t.search('a');
    expect(t.requests).toBe(1);
    t.retry();
    t.search('a');
    t.advance(200);
    expect(t.requests).toBe(2);
    t.fail(2, false);
    t.search('b');
    t.advance(200);
    t.succeed(3);
    t.search('a');
    t.advance(200);
    expect(t.sent.map((s) => s.type === 'send' && s.search)).toEqual([1, 3, 4, 5]);
  });

  it('answers the first search from the page at once when the page holds its query', () => {
    const t = harness({ pageKey: 'a' });
    t.search('a');
    expect(t.sent).toEqual([{ type: 'send', call: 1, search: 1, source: 'page' }]);
    t.succeed(1);
    // Only the first: the same query later goes to the API, after its wait.
    t.search('a');
    expect(t.requests).toBe(1);
    t.advance(200);
    expect(t.sent[1]).toEqual({ type: 'send', call: 2, search: 2, source: 'api' });
  });

  it('asks the API when the page holds another query, and never tries the page answer twice', () => {
    const t = harness({ pageKey: 'a' });
    t.search('b');
    t.advance(200);
    expect(t.sent).toEqual([{ type: 'send', call: 1, search: 1, source: 'api' }]);
    const page = harness({ pageKey: 'a' });
    page.search('a');
    page.fail(1);
    expect(page.requests).toBe(1);
    expect(page.answered).toEqual([{ search: 1, call: 'failed' }]);
  });

  it('refuses anything but the page query when only the page may answer', () => {
    const t = harness({ pageKey: 'a', onlyFromPage: true });
    t.search('b');
    expect(t.refused).toEqual([1]);
    t.search('a');
    expect(t.sent).toEqual([{ type: 'send', call: 1, search: 2, source: 'page' }]);
  });
});
