import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DomainEvent } from '../../events/catalog';
import { db, failedConditions, tableName } from '../adapters/dynamo';
import type { Lead } from '../domain/leads/lead';
import { outboxPut } from './outbox';

/**
 * Access patterns for leads:
 * - by email (unique): pk LEAD#<email>
 * - all leads, newest first (admin CRM): gsi1 LEADS / <createdAt>
 * - leads by status, newest first: gsi2 LEADS#<status> / <createdAt>
 */
export const leadKey = (email: string) => ({ pk: `LEAD#${email}`, sk: 'LEAD' });

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
