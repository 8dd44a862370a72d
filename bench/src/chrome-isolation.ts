import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lighthouse's simulated throttling takes the page's main-thread tasks as observed, times 4, and
 * assumes they ran on an otherwise idle machine. On a 2-core machine they do not: the browser's own
 * processes (its compositor encoding Lighthouse's screenshots, the trace service, the browser
 * process) and Lighthouse itself preempt the page's renderer, whose tasks then take 3 to 5 times their
 * CPU time, and the same build scored anywhere from 72 to 96. Isolation gives the page's renderer
 * processes a core of their own and everything else the other cores, with the harness at low priority:
 * what a phone's browser does with its many cores.
 */

export interface ChromeProcess {
  pid: number;
  ppid: number;
  cmdline: string;
}

/** The renderer processes (and the zygotes they are forked from) run the page; the rest is harness. */
const runsPages = (cmdline: string) => /--type=(renderer|zygote)\b/.test(cmdline);

/** Which of the browser's processes (the tree below its root) run the page and which the harness. */
export function pageAndHarness(
  processes: readonly ChromeProcess[],
  browserPid: number,
): { page: number[]; harness: number[] } {
  const children = new Map<number, ChromeProcess[]>();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const page: number[] = [];
  const harness: number[] = [];
  const root = processes.find((p) => p.pid === browserPid);
  const visit = (p: ChromeProcess) => {
    (runsPages(p.cmdline) ? page : harness).push(p.pid);
    for (const child of children.get(p.pid) ?? []) visit(child);
  };
  if (root) visit(root);
  return { page, harness };
}

function processes(): ChromeProcess[] {
  const list: ChromeProcess[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      list.push({ pid: Number(name), ppid, cmdline });
    } catch {
      // A process that ended while the list was read.
    }
  }
  return list;
}

/** The cores of a CPU list as Linux writes it ('0-3', '4-7', '0,2-3'). */
export function cpuList(text: string): number[] {
  return text
    .trim()
    .split(',')
    .filter(Boolean)
    .flatMap((part) => {
      const [from, to = from] = part.split('-').map(Number);
      if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to)) return [];
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    });
}

/** The cores a process may run on ('self': this one; a container may allow only some of the machine's). */
export function allowedCores(pid: number | 'self' = 'self'): number[] {
  try {
    return cpuList(/Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '');
  } catch {
    return [];
  }
}

const DISABLE_FEATURES = '--disable-features=';

/**
 * The flag that stops Chromium from keeping a spare renderer ready for the next navigation. The spare
 * starts as a page commits and, forked from the zygote, runs on the page's core: its start-up (about
 * 100 ms of CPU) ran beside the page's first layout, where a phone has cores to spare. Chromium reads
 * only the last `--disable-features`, so the features chrome-launcher disables stay in the list.
 */
export function withoutSpareRenderer(launcherFlags: readonly string[]): string {
  const disabled = launcherFlags
    .find((flag) => flag.startsWith(DISABLE_FEATURES))
    ?.slice(DISABLE_FEATURES.length)
    .split(',')
    .filter(Boolean);
  return `${DISABLE_FEATURES}${[...(disabled ?? []), 'SpareRendererForSitePerProcess'].join(',')}`;
}

/**
 * Pins every thread of a process to the given cores (children and new threads inherit it); a process
 * that has ended meanwhile is passed over.
 */
function pin(pid: number, cores: number[]) {
  try {
    execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cores.join(','), String(pid)], {
      stdio: 'ignore',
    });
  } catch {
    // Gone, or not ours to pin: it runs where it was.
  }
}

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface Isolation {
  /** The renderers' core, or null where the machine cannot isolate them. */
  pageCore: number | null;
  description: string;
}

/**
 * Puts the page's renderers on the last core and the browser's other processes, this process (at low
 * priority) and the given ones (the web server) on the others; `besidePage` shares the renderers'
 * core (and keeps its priority: it is started before this lowers its own). `cores` are the machine's:
 * once this has run, this process itself may use only the others.
 */
export function isolatePageRenderer(
  browserPid: number,
  others: number[] = [],
  besidePage: number[] = [],
  cores: number[] = allowedCores(),
): Isolation {
  if (process.platform !== 'linux' || cores.length < 2 || !hasTaskset())
    return { pageCore: null, description: 'keine (taskset oder zweiter Kern fehlt)' };
  const pageCore = cores.slice(-1);
  const otherCores = cores.slice(0, -1);
  const { page, harness } = pageAndHarness(processes(), browserPid);
  for (const pid of [...page, ...besidePage]) pin(pid, pageCore);
  for (const pid of [...harness, ...others, process.pid]) pin(pid, otherCores);
  setPriority(10);
  const beside = besidePage.length ? ' (mit einer Dauerschleife)' : '';
  return {
    pageCore: pageCore[0] ?? null,
    description: `Renderer auf Kern ${pageCore[0]}${beside}, Browser und Lighthouse auf Kern ${otherCores.join(',')}`,
  };
}
