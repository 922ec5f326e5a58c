import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { setting } from '../lib/config';
import { traceDynamoDbCalls } from './dynamo-trace';

const client = new DynamoDBClient({});
traceDynamoDbCalls(client);

/** The single table's document client, created once per function instance. */
export const db = DynamoDBDocumentClient.from(client, {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = () => setting('TABLE_NAME');

export const isConditionFailure = (error: unknown) =>
  (error as Error | undefined)?.name === 'ConditionalCheckFailedException';

/** Which items of a cancelled transaction failed their condition (by position). */
export function failedConditions(error: unknown): number[] | null {
  if (!(error instanceof TransactionCanceledException) && (error as Error | undefined)?.name !== 'TransactionCanceledException') {
    return null;
  }
  const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
  return reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
}
