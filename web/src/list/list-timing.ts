/**
 * When the list's searches go out and which answer each gets, as a state machine without I/O and
 * without a clock: events in (with the time they happen), commands out. The search client
 * (search-client.ts) owns the timers and the calls and feeds their outcomes back. The rules:
 *
 * - every search waits `delayMs` (the first after a page load too), counted from the visitor's
 *   action when that reached InstantSearch a frame later (`acted`);
 * - a search overtaken by a newer one during its wait gets the answer of the next call instead of
 *   its own;
 * - a search whose query is already in flight shares that call;
 * - a call that got no answer or a server error goes out once more after `backoffMs`;
 * - the first search is answered from the page when the page holds the answer to its query, at once;
 * - a query that failed is not sent again until it changes or the visitor asks (`retry`), so a
 *   failing query goes out at most twice however often InstantSearch repeats it.
 */

export interface TimingConfig {
  delayMs: number;
  backoffMs: number;
  /** The query the page holds the answer to, or null. */
  pageKey: string | null;
  /** Anything but the page's own query is refused (the server's rendering). */
  onlyFromPage: boolean;
}

export type TimingEvent =
  /** InstantSearch asks for `key` (the query as in the URL, and the active animal). */
  | { type: 'search'; search: number; key: string; at: number }
  /** The visitor changed the list; its search follows a frame later. */
  | { type: 'acted'; at: number }
  /** A search's wait is over. */
  | { type: 'due'; search: number }
  /** A failed call's pause before its second try is over. */
  | { type: 'resend'; call: number }
  | { type: 'succeeded'; call: number }
  /** `retryable`: no answer or a server error (not a refusal). */
  | { type: 'failed'; call: number; retryable: boolean }
  /** The visitor asks again: a failed query may go out once more. */
  | { type: 'retry' };

export type TimingCommand =
  /** Start a timer; when it runs out, feed `next` back. */
  | { type: 'wait'; ms: number; next: TimingEvent }
  /** Make call `call` with the query of `search`, from the page or the API; report its outcome. */
  | { type: 'send'; call: number; search: number; source: 'page' | 'api' }
  /** Make call `call` again (its second try). */
  | { type: 'resend'; call: number }
  /** Answer these searches with call `call`'s answer. */
  | { type: 'answer'; searches: number[]; call: number }
  /** Answer these searches as failed (call `call`'s outcome, where one was made). */
  | { type: 'fail'; searches: number[]; call?: number }
  /** Refuse the search (only the page's answer is allowed). */
  | { type: 'refuse'; search: number };

interface Call {
  key: string;
  source: 'page' | 'api';
  tries: number;
  searches: number[];
}

export function createListTiming(config: TimingConfig) {
  let latest = 0;
  let pageUnused = config.pageKey !== null;
  let actedAt: number | null = null;
  let failedKey: string | null = null;
  /** Searches overtaken during their wait: they take the next call's answer. */
  let waiting: number[] = [];
  const keys = new Map<number, string>();
  const calls = new Map<number, Call>();
  let nextCall = 0;

  const fromPage = (key: string) => pageUnused && key === config.pageKey;
  const inFlight = (key: string) => [...calls].find(([, call]) => call.key === key)?.[0];
  /** The searches that take the answer of the call `search` leads to, `search` last. */
  const takeWaiting = (search: number) => {
    const searches = [...waiting, search];
    waiting = [];
    for (const s of searches) keys.delete(s);
    return searches;
  };

  function search(id: number, key: string, at: number): TimingCommand[] {
    latest = id;
    // The same failed query again (InstantSearch searches when a widget comes or goes): no call.
    if (failedKey === key) return [{ type: 'fail', searches: [id] }];
    const page = fromPage(key);
    if (config.onlyFromPage && !page) return [{ type: 'refuse', search: id }];
    keys.set(id, key);
    const sinceAction = actedAt === null ? 0 : at - actedAt;
    actedAt = null;
    if (page || config.delayMs <= 0) return due(id);
    return [
      {
        type: 'wait',
        ms: Math.max(0, config.delayMs - sinceAction),
        next: { type: 'due', search: id },
      },
    ];
  }

  function due(id: number): TimingCommand[] {
    const key = keys.get(id);
    if (key === undefined) return [];
    if (id !== latest) {
      waiting.push(id);
      return [];
    }
    // It failed during this search's wait: the failed query again costs no call either.
    if (failedKey === key) return [{ type: 'fail', searches: takeWaiting(id) }];
    const shared = inFlight(key);
    if (shared !== undefined) {
      calls.get(shared)?.searches.push(...takeWaiting(id));
      return [];
    }
    const source = fromPage(key) ? 'page' : 'api';
    pageUnused = false;
    // The visitor moved on to another query: the failed one may go out again when it comes back.
    failedKey = null;
    const call = ++nextCall;
    calls.set(call, { key, source, tries: 1, searches: takeWaiting(id) });
    return [{ type: 'send', call, search: id, source }];
  }

  function settle(id: number, ok: boolean, retryable: boolean): TimingCommand[] {
    const call = calls.get(id);
    if (!call) return [];
    if (!ok && retryable && call.source === 'api' && call.tries === 1) {
      call.tries = 2;
      return [{ type: 'wait', ms: config.backoffMs, next: { type: 'resend', call: id } }];
    }
    calls.delete(id);
    if (ok) return [{ type: 'answer', searches: call.searches, call: id }];
    failedKey = call.key;
    return [{ type: 'fail', searches: call.searches, call: id }];
  }

  return {
    dispatch(event: TimingEvent): TimingCommand[] {
      switch (event.type) {
        case 'search':
          return search(event.search, event.key, event.at);
        case 'acted':
          actedAt = event.at;
          return [];
        case 'due':
          return due(event.search);
        case 'resend':
          return calls.has(event.call) ? [{ type: 'resend', call: event.call }] : [];
        case 'succeeded':
          return settle(event.call, true, false);
        case 'failed':
          return settle(event.call, false, event.retryable);
        case 'retry':
          failedKey = null;
          return [];
      }
    },
  };
}

export type ListTiming = ReturnType<typeof createListTiming>;
