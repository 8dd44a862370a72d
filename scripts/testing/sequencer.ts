import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** What `npm run test:durations` measured: each file's seconds from its start to its end, hooks included. */
export const DURATIONS_FILE = path.join(import.meta.dirname, 'durations.json');

export function readDurations(file = DURATIONS_FILE): Record<string, number> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** Files that take at least this many seconds run first, whatever their project. */
export const LONG_SECONDS = 10;

/**
 * The long files first, longest first over all projects: the pool hands files out in this order, so
 * the crawl, the engine smoke set and the damage suite start early instead of running last, alone.
 * Vitest's own order runs the projects one after the other and, without a cache (a clean clone),
 * the larger files first; its cached durations leave out a file's hooks, so a journey doing its
 * work in `beforeAll` looked short. The short files follow in Vitest's own order, a project at a
 * time: mixed, each change of project started new workers that loaded their modules again
 * (docs/performance.md). Files not measured yet count as short.
 */
export class LongestFirst extends BaseSequencer {
  constructor(
    ctx: ConstructorParameters<typeof BaseSequencer>[0],
    private readonly durations: Record<string, number> = readDurations(),
  ) {
    super(ctx);
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => this.durations[path.relative(root, spec.moduleId)] ?? 0;
    const long = files.filter((spec) => seconds(spec) >= LONG_SECONDS);
    const short = files.filter((spec) => seconds(spec) < LONG_SECONDS);
    return [...long.sort((a, b) => seconds(b) - seconds(a)), ...(await super.sort(short))];
  }
}
