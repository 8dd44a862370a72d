import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LongestFirst } from './sequencer';

const ROOT = '/repo';
const spec = (file: string, project: string) =>
  ({
    moduleId: `${ROOT}/${file}`,
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: false } },
  }) as unknown as TestSpecification;
// No cache of earlier runs, as in a clean clone.
const ctx = {
  config: { root: ROOT },
  cache: { getFileTestResults: () => undefined, getFileStats: () => undefined },
} as unknown as Vitest;

describe('the order test files run in', () => {
  it('is the long files first, longest first over all projects, then the rest a project at a time', async () => {
    const sequencer = new LongestFirst(ctx, {
      'web/e2e/crawl.test.ts': 70,
      'api/src/damage.test.ts': 55,
      'web/e2e/phone.test.ts': 12,
      'domain/src/prices.test.ts': 0.2,
      'api/src/health.test.ts': 1.5,
      'web/src/card.test.tsx': 0.4,
    });
    const order = await sequencer.sort([
      spec('domain/src/prices.test.ts', 'unit'),
      spec('web/src/new.test.tsx', 'web'),
      spec('api/src/health.test.ts', 'integration'),
      spec('api/src/damage.test.ts', 'integration'),
      spec('web/e2e/phone.test.ts', 'journeys'),
      spec('web/src/card.test.tsx', 'web'),
      spec('web/e2e/crawl.test.ts', 'journeys'),
    ]);
    const files = order.map((s) => s.moduleId.slice(ROOT.length + 1));
    expect(files.slice(0, 3)).toEqual([
      'web/e2e/crawl.test.ts',
      'api/src/damage.test.ts',
      'web/e2e/phone.test.ts',
    ]);
    const projects = order.slice(3).map((s) => s.project.name);
    expect(projects).toEqual(['integration', 'unit', 'web', 'web']);
  });
});
