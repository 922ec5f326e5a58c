import { appendFileSync } from 'node:fs';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { currentInvocation } from '../lib/invocation';

/**
 * When DYNAMODB_TRACE_FILE is set (the benchmark sets it locally; never in AWS), every DynamoDB call
 * is appended to that file with the route or worker that made it, so access patterns can be audited.
 */
export function traceDynamoDbCalls(client: DynamoDBClient, traceFile = process.env.DYNAMODB_TRACE_FILE): void {
  if (!traceFile) return;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const invocation = currentInvocation.getStore();
      const input = args.input as { IndexName?: string };
      appendFileSync(
        traceFile,
        `${JSON.stringify({ op: context.commandName, index: input.IndexName ?? null, by: invocation?.name ?? 'unknown', requestId: invocation?.requestId ?? null })}\n`,
      );
      return next(args);
    },
    { step: 'initialize', name: 'greenroomTrace' },
  );
}
