import { afterNextPaint } from '../ui/after-next-paint';

/**
 * The timers and the time of the list (its searches' waits, the hand-off after a paint, the chips'
 * debounce), in one place that tests replace with fake time.
 */
export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): void;
  /** Runs `run` once the browser has painted the current frame. */
  afterPaint(run: () => void): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => {
    setTimeout(run, ms);
  },
  afterPaint: (run) => {
    afterNextPaint(run);
  },
};
