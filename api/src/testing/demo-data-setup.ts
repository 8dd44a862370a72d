import type { TestProject } from 'vitest/node';
import { acquireDemoDataDir, releaseDemoDataDir } from './demo-data';

/**
 * Seeds the demo catalogue once for the whole run, by a first start of the real server: every test
 * server then starts on a copy instead of seeding its own (about 30 starts, seconds each).
 */
export default async function setup(project: TestProject) {
  project.provide('demoDataDir', await acquireDemoDataDir());
  return releaseDemoDataDir;
}
