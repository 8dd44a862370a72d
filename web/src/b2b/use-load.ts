import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'loaded'; data: T };

/** One call's answer as state, fetched again by `reload`; an answer that came too late is dropped. */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> & { reload(): void } {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `round` asks for the same call again
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ kind: 'loaded', data }),
      (error: unknown) => current && setState({ kind: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [load, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
