import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { currentInvocation } from '../../functions/lib/invocation';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

type Handler = (event: unknown, context: Context) => Promise<unknown>;
const loaded = new Map<string, Promise<Handler>>();

/** Imports a function's entry once, like a warm Lambda instance; the handler code runs unchanged. */
function load(entry: string): Promise<Handler> {
  let handler = loaded.get(entry);
  if (!handler) {
    handler = import(pathToFileURL(resolve(REPO_ROOT, entry)).href).then((module) => {
      if (typeof module.handler !== 'function') throw new Error(`${entry} exports no handler`);
      return module.handler as Handler;
    });
    loaded.set(entry, handler);
  }
  return handler;
}

function context(functionName: string, timeoutSeconds: number): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export async function invokeFunction(name: string, entry: string, event: unknown, timeoutSeconds = 30): Promise<unknown> {
  const handler = await load(entry);
  const ctx = context(name, timeoutSeconds);
  // Every function runs in this one process locally; this keeps each invocation's calls attributable.
  return currentInvocation.run({ name, requestId: ctx.awsRequestId }, () => handler(event, ctx));
}
