/**
 * Fake time for the list's state machines (list-timing.ts, list-choice.ts): the timers their
 * commands start run, in order, when `advance` passes them; nothing runs by the wall clock.
 */
export function machineTime<E>() {
  let now = 0;
  let timers: { at: number; next: E }[] = [];
  return {
    get now() {
      return now;
    },
    /** A `wait` command: feed `next` back in `ms`. */
    wait(ms: number, next: E) {
      timers.push({ at: now + ms, next });
    },
    advance(ms: number, run: (event: E) => void) {
      const until = now + ms;
      for (;;) {
        const next = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        now = next.at;
        run(next.next);
      }
      now = until;
    },
  };
}
