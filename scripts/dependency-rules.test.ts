import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The rules of `npm run check:deps`, from its own configuration file, applied to a tiny tree
 * planted for the test: the check, not a copy of it, has to catch the cycle.
 */
const ROOT = path.join(import.meta.dirname, '..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fk-planted-cycle-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function violatedRules(files: Record<string, string>): Promise<string[]> {
  const tree = await mkdtemp(path.join(dir, 'tree-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(tree, name), text);
  const options = await extractDepcruiseOptions(CONFIG);
  const tsConfig = options.tsConfig?.fileName;
  const result = await cruise(
    ['.'],
    { ...options, baseDir: tree },
    {},
    { tsConfig: tsConfig ? extractTSConfig(path.join(ROOT, tsConfig)) : undefined },
  );
  if (typeof result.output === 'string') throw new Error('expected a cruise result, got a report');
  return result.output.summary.violations.map((violation) => violation.rule.name);
}

describe('the dependency check', () => {
  it('fails on an import cycle, also one through a barrel and a type-only import', async () => {
    const rules = await violatedRules({
      'index.ts': "export * from './price';\n",
      'price.ts': "import { round } from './round';\nexport const price = (x: number) => round(x);\n",
      'round.ts':
        "import type { price } from './index';\nexport const round = (x: number): ReturnType<typeof price> => Math.round(x);\n",
    });
    expect(rules).toContain('no-circular');
  });

  it('passes the same modules once the cycle is cut', async () => {
    const rules = await violatedRules({
      'index.ts': "export * from './price';\n",
      'price.ts': "import { round } from './round';\nexport const price = (x: number) => round(x);\n",
      'round.ts': 'export const round = (x: number): number => Math.round(x);\n',
    });
    expect(rules).toEqual([]);
  });
});
