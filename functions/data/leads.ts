import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DomainEvent } from '../../events/catalog';
import { db, failedConditions, tableName } from '../adapters/dynamo';
import type { Lead } from '../domain/leads/lead';
import type { Page, PageQuery } from '../domain/paging';
import { decodeCursor, encodeCursor } from './cursor';
import { outboxPut } from './outbox';

/**
 * Access patterns for leads:
 * - by email (unique): pk LEAD#<email>
 * - all leads, newest first (admin CRM): gsi1 LEADS / <createdAt>
 * - leads by status, newest first: gsi2 LEADS#<status> / <createdAt>
 */
export const leadKey = (email: string) => ({ pk: `LEAD#${email}`, sk: 'LEAD' });

const LEAD_FIELDS = ['id', 'name', 'email', 'phone', 'source', 'status', 'createdAt'] as const;
const toLead = (item: Record<string, unknown>) => Object.fromEntries(LEAD_FIELDS.map((f) => [f, item[f]])) as unknown as Lead;

function leadItem(lead: Lead) {
  return {
    ...leadKey(lead.email),
    type: 'Lead',
    gsi1pk: 'LEADS',
    gsi1sk: `${lead.createdAt}#${lead.id}`,
    gsi2pk: `LEADS#${lead.status}`,
    gsi2sk: `${lead.createdAt}#${lead.id}`,
    ...lead,
  };
}

/** Stores a new lead and its event in one transaction; 'duplicate' when the email is already a lead. */
export async function insertLead(lead: Lead, event: DomainEvent): Promise<'created' | 'duplicate'> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: leadItem(lead), ConditionExpression: 'attribute_not_exists(pk)' } },
          outboxPut(event),
        ],
      }),
    );
    return 'created';
  } catch (error) {
    if (failedConditions(error)?.includes(0)) return 'duplicate';
    throw error;
  }
}

/** All leads, newest first: one Query on gsi1. */
export async function listLeads({ limit, cursor }: PageQuery): Promise<Page<Lead>> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'LEADS' },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, ['pk', 'sk', 'gsi1pk', 'gsi1sk']),
    }),
  );
  return { items: (result.Items ?? []).map(toLead), nextCursor: encodeCursor(result.LastEvaluatedKey) };
}
