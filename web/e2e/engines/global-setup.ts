import type { TestProject } from 'vitest/node';
import { startJourneyServers } from '../global-setup';

declare module 'vitest' {
  export interface ProvidedContext {
    engineServer: string;
  }
}

/** One server with the demo catalogue for every engine and width of the smoke set. */
export default async function setup(project: TestProject) {
  const { servers, close } = await startJourneyServers(1);
  project.provide('engineServer', servers[0]?.baseUrl ?? '');
  return close;
}
