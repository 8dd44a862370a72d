/**
 * How the page's renderer runs: sharing the machine with everything else, as Lighthouse's own mobile
 * preset measures (the figure, issue 44); on a core of its own (`--pinned`, a diagnosis: what the
 * page costs without the browser's other processes, the server and Lighthouse beside it); or on a
 * core of its own that a busy loop halves (`--slow-core`), which brings Lighthouse's
 * `benchmarkIndex` from about 2,500 down to 800-2,000: about or below the speed its mobile preset's
 * factor 4 is calibrated for (1,500) and this machine's slow phases, on demand.
 */
export type Mode = 'shared' | 'pinned' | 'slowCore';

// The unpinned measurement stands under 'lighthouse', the diagnoses beside it.
export const RESULT_KEYS: Record<Mode, string> = {
  shared: 'lighthouse',
  pinned: 'lighthousePinned',
  slowCore: 'lighthouseSlowCore',
};

/** The mode the options of `npm run lighthouse` ask for; two placements at once are refused. */
export function measurementMode(args: readonly string[]): Mode {
  const pinned = args.includes('--pinned');
  const slowCore = args.includes('--slow-core');
  if (pinned && slowCore) throw new Error('--pinned und --slow-core schließen einander aus');
  return pinned ? 'pinned' : slowCore ? 'slowCore' : 'shared';
}
