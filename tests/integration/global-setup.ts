import type { TestProject } from 'vitest/node';
import { startCloudProcess, type RunningCloud } from '../support/local-cloud-process';

declare module 'vitest' {
  export interface ProvidedContext {
    cloud: RunningCloud;
  }
}

/** One local cloud (in memory, free ports) for the whole integration run. */
export default async function setup(project: TestProject) {
  const { cloud, stop } = await startCloudProcess();
  project.provide('cloud', cloud);
  return stop;
}
