import type { Credits } from '../domain/accounts/account';

/** A user's credit balance: pk USER#<userId>, sk CREDITS (beside the profile, read with it). */
export const creditsKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'CREDITS' });

export const creditsItem = (userId: string, credits: Credits) => ({ ...creditsKey(userId), type: 'Credits', userId, ...credits });

export const toCredits = (item: Record<string, unknown>): Credits => ({
  credits: Number(item.credits ?? 0),
  totalEarned: Number(item.totalEarned ?? 0),
});
