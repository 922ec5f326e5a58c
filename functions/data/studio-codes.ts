import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../adapters/dynamo';
import type { SignUpClaim } from '../domain/accounts/sign-up';
import type { StudioCode } from '../domain/accounts/studio-code';

/**
 * Access patterns for studio codes:
 * - by code (unique, as typed at sign-up): pk STUDIOCODE#<CODE>
 * - an instructor's codes, newest first: gsi1 INSTRUCTOR#<instructorId>#CODES / <createdAt>
 * - a claim made at sign-up, until the user confirms: pk SIGNUP#<email>, expiring by TTL
 */
export const studioCodeKey = (code: string) => ({ pk: `STUDIOCODE#${code}`, sk: 'STUDIOCODE' });
export const signUpClaimKey = (email: string) => ({ pk: `SIGNUP#${email}`, sk: 'SIGNUP' });

const CLAIM_KEEP_DAYS = 3;

export function studioCodeItem(code: StudioCode) {
  return {
    ...studioCodeKey(code.code),
    type: 'StudioCode',
    gsi1pk: `INSTRUCTOR#${code.instructorId}#CODES`,
    gsi1sk: `${code.createdAt}#${code.code}`,
    ...code,
  };
}

function toStudioCode(item: Record<string, unknown>): StudioCode {
  return {
    id: String(item.id),
    code: String(item.code),
    instructorId: String(item.instructorId),
    usesCount: Number(item.usesCount ?? 0),
    maxUses: item.maxUses == null ? null : Number(item.maxUses),
    isActive: item.isActive === true,
    expiresAt: item.expiresAt == null ? null : String(item.expiresAt),
    createdAt: String(item.createdAt),
  };
}

/** Stores a code unless one with the same text exists; 'exists' then. */
export async function insertStudioCode(code: StudioCode): Promise<'created' | 'exists'> {
  try {
    await db.send(new PutCommand({ TableName: tableName(), Item: studioCodeItem(code), ConditionExpression: 'attribute_not_exists(pk)' }));
    return 'created';
  } catch (error) {
    if (isConditionFailure(error)) return 'exists';
    throw error;
  }
}

export async function getStudioCode(code: string): Promise<StudioCode | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: studioCodeKey(code), ConsistentRead: true }));
  return Item ? toStudioCode(Item) : null;
}

/**
 * Counts one use if, at that instant, the code exists, is active, has not expired and has a use
 * left. One conditional update, so two sign-ups racing for the last use cannot both win.
 * Null when any condition failed (the caller reads the code again to say which).
 */
export async function claimStudioCode(code: string, now: Date): Promise<StudioCode | null> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: studioCodeKey(code),
        UpdateExpression: 'SET usesCount = usesCount + :one',
        ConditionExpression:
          'attribute_exists(pk) AND isActive = :true' +
          ' AND (attribute_not_exists(expiresAt) OR attribute_type(expiresAt, :null) OR expiresAt > :now)' +
          ' AND (attribute_not_exists(maxUses) OR attribute_type(maxUses, :null) OR usesCount < maxUses)',
        ExpressionAttributeValues: { ':one': 1, ':true': true, ':null': 'NULL', ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toStudioCode(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

export async function recordSignUpClaim(claim: SignUpClaim): Promise<void> {
  const ttl = Math.floor(Date.parse(claim.claimedAt) / 1000) + CLAIM_KEEP_DAYS * 86_400;
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...signUpClaimKey(claim.email), type: 'SignUpClaim', ...claim, ttl } }));
}

export async function findSignUpClaim(email: string): Promise<SignUpClaim | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: signUpClaimKey(email), ConsistentRead: true }));
  return Item ? { email: String(Item.email), code: String(Item.code), instructorId: String(Item.instructorId), claimedAt: String(Item.claimedAt) } : null;
}
