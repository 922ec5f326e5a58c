import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../adapters/dynamo';

const LEASE_SECONDS = 120;
const KEEP_DAYS = 7;

/**
 * Runs `work` at most once per key: the idempotency guard of event consumers.
 * A claim is a lease: a worker that died mid-work frees the key when its lease runs out; a worker
 * whose work failed frees it at once, so the bus's retry can do the work again.
 */
export async function once(key: string, work: () => Promise<void>, now = new Date()): Promise<'done' | 'skipped'> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const Key = { pk: `ONCE#${key}`, sk: 'ONCE' };
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...Key, type: 'Idempotency', state: 'in_progress', leaseUntil: nowSeconds + LEASE_SECONDS, ttl: nowSeconds + KEEP_DAYS * 86_400 },
        ConditionExpression: 'attribute_not_exists(pk) OR (#state = :inProgress AND leaseUntil < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':inProgress': 'in_progress', ':now': nowSeconds },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return 'skipped';
    throw error;
  }
  try {
    await work();
  } catch (error) {
    await db.send(new DeleteCommand({ TableName: tableName(), Key }));
    throw error;
  }
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET #state = :done REMOVE leaseUntil',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':done': 'done' },
    }),
  );
  return 'done';
}
