import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DomainEvent } from '../../events/catalog';
import { putEvents } from '../adapters/bus';
import { db, tableName } from '../adapters/dynamo';
import { logger } from '../lib/logger';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The transactional outbox. A producer writes its events in the same transaction as its data, then
 * publishes them and removes them from the outbox. If publishing fails the data is safe and the
 * sweeper publishes later; the stable event id lets consumers drop the duplicate if both succeed.
 */
const OUTBOX_INDEX_KEY = 'OUTBOX';
const outboxKey = (eventId: string) => ({ pk: `OUTBOX#${eventId}`, sk: 'OUTBOX' });

export function outboxPut(event: DomainEvent): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...outboxKey(event.envelope.eventId),
        type: 'OutboxEvent',
        gsi1pk: OUTBOX_INDEX_KEY,
        gsi1sk: event.envelope.occurredAt,
        name: event.name,
        envelope: event.envelope,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

async function removeFromOutbox(events: readonly DomainEvent[]): Promise<void> {
  await Promise.all(
    events.map((event) => db.send(new DeleteCommand({ TableName: tableName(), Key: outboxKey(event.envelope.eventId) }))),
  );
}

/** After the write committed: publish, then clear. Never throws; a failure leaves the events for the sweeper. */
export async function publishCommitted(events: readonly DomainEvent[]): Promise<boolean> {
  try {
    await putEvents(events);
  } catch (error) {
    logger.warn('Publishing failed; the outbox sweeper will retry', { error: error as Error });
    return false;
  }
  try {
    await removeFromOutbox(events);
  } catch (error) {
    logger.warn('Published but could not clear the outbox; a duplicate delivery may follow', { error: error as Error });
  }
  return true;
}

/** Events written before `olderThan` and still in the outbox, oldest first. */
export async function pendingOutboxEvents(olderThan: Date, limit = 100): Promise<DomainEvent[]> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :before',
      ExpressionAttributeValues: { ':pk': OUTBOX_INDEX_KEY, ':before': olderThan.toISOString() },
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => ({ name: item.name, envelope: item.envelope }) as DomainEvent);
}
