/**
 * How the page's renderer runs: on a core of its own; sharing the machine with everything else
 * (`--shared`); or on a core of its own that a busy loop halves (`--slow-core`), which brings
 * Lighthouse's `benchmarkIndex` from about 2,500 down to 800-2,000: about or below the speed its mobile
 * preset's factor 4 is calibrated for (1,500) and this machine's slow phases, on demand.
 */
export type Mode = 'isolated' | 'shared' | 'slowCore';

// The isolated measurement stands under 'lighthouse', the others beside it.
export const RESULT_KEYS: Record<Mode, string> = {
  isolated: 'lighthouse',
  shared: 'lighthouseShared',
  slowCore: 'lighthouseSlowCore',
};

/** The mode the options of `npm run lighthouse` ask for; two placements at once are refused. */
export function measurementMode(args: readonly string[]): Mode {
  const shared = args.includes('--shared');
  const slowCore = args.includes('--slow-core');
  if (shared && slowCore) throw new Error('--shared und --slow-core schließen einander aus');
  return shared ? 'shared' : slowCore ? 'slowCore' : 'isolated';
}
