import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, failedConditions, tableName } from '../adapters/dynamo';
import type { Account, Credits, Profile } from '../domain/accounts/account';
import { creditsItem, creditsKey, toCredits } from './credits';

/**
 * Access patterns for profiles:
 * - by user: pk USER#<userId>, sk PROFILE
 * - an instructor's students, newest first: gsi1 INSTRUCTOR#<instructorId>#STUDENTS / <createdAt>#<userId>
 */
export const profileKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' });
export const studentsOfKey = (instructorId: string) => `INSTRUCTOR#${instructorId}#STUDENTS`;

function profileItem(profile: Profile) {
  return {
    ...profileKey(profile.userId),
    type: 'Profile',
    ...(profile.instructorId && { gsi1pk: studentsOfKey(profile.instructorId), gsi1sk: `${profile.createdAt}#${profile.userId}` }),
    ...profile,
  };
}

function toProfile(item: Record<string, unknown>): Profile {
  const text = (value: unknown) => (value == null ? null : String(value));
  return {
    userId: String(item.userId),
    email: text(item.email),
    fullName: String(item.fullName ?? ''),
    username: text(item.username),
    avatarUrl: text(item.avatarUrl),
    instructorId: text(item.instructorId),
    studioCode: text(item.studioCode),
    createdAt: String(item.createdAt),
  };
}

/** Profile and credits in one transaction; 'exists' when they were already there (a retried trigger). */
export async function createAccount({ profile, credits }: Account): Promise<'created' | 'exists'> {
  const condition = 'attribute_not_exists(pk)';
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: profileItem(profile), ConditionExpression: condition } },
          { Put: { TableName: tableName(), Item: creditsItem(profile.userId, credits), ConditionExpression: condition } },
        ],
      }),
    );
    return 'created';
  } catch (error) {
    if (failedConditions(error)?.length) return 'exists';
    throw error;
  }
}

export async function getAccount(userId: string): Promise<{ profile: Profile | null; credits: Credits | null }> {
  const [profile, credits] = await Promise.all(
    [profileKey(userId), creditsKey(userId)].map((Key) => db.send(new GetCommand({ TableName: tableName(), Key }))),
  );
  return {
    profile: profile?.Item ? toProfile(profile.Item) : null,
    credits: credits?.Item ? toCredits(credits.Item) : null,
  };
}
