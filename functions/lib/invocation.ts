import { AsyncLocalStorage } from 'node:async_hooks';

/** What is running now (a route key, a worker, a trigger), for logs and the bench's access trace. */
export interface Invocation {
  name: string;
  requestId: string;
}

export const currentInvocation = new AsyncLocalStorage<Invocation>();
