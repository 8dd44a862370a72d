import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { DURATIONS_FILE, readDurations } from './sequencer';

/**
 * `npm run test:durations`: records each file's seconds from its start to its end, hooks included,
 * for the sequencer (scripts/testing/sequencer.ts). Files the run did not reach keep their figure.
 */
export default class DurationsReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly measured: Record<string, number> = {};

  onTestModuleStart(module: TestModule) {
    this.started.set(module.moduleId, performance.now());
  }

  onTestModuleEnd(module: TestModule) {
    const start = this.started.get(module.moduleId);
    if (start === undefined) return;
    const file = path.relative(module.project.config.root, module.moduleId);
    this.measured[file] = Math.round((performance.now() - start) / 100) / 10;
  }

  onTestRunEnd() {
    const all = { ...readDurations(), ...this.measured };
    const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  }
}
