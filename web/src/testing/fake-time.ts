import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Component tests run on fake time, advanced only by `elapse`: debounces and fetch delays then
 * pass exactly as the test says, however slow the machine is.
 */
export function useFakeTime() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Lets `ms` of fake time pass, and React render what the timers and the answers brought. */
export async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
