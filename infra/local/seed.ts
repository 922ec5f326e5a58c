import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { createAccount } from '../../functions/data/profiles';
import { insertStudioCode } from '../../functions/data/studio-codes';
import { newAccount } from '../../functions/domain/accounts/account';
import { DEMO_ACCOUNTS, DEMO_INSTRUCTOR, DEMO_STUDIO_CODE, type DemoAccount } from './demo';

const subOf = (attributes: AttributeType[] | undefined) => attributes?.find((a) => a.Name === 'sub')?.Value;

async function existingSub(cognito: CognitoIdentityProviderClient, userPoolId: string, email: string) {
  try {
    return subOf((await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }))).UserAttributes);
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** A demo user with a confirmed email, a permanent password and their role groups; returns their sub. */
async function ensureDemoUser(cognito: CognitoIdentityProviderClient, userPoolId: string, account: DemoAccount): Promise<string> {
  const sub = await existingSub(cognito, userPoolId, account.email);
  if (sub) return sub;
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: account.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: account.fullName },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: account.email, Password: account.password, Permanent: true }),
  );
  for (const role of account.roles) {
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.email, GroupName: role }));
  }
  return subOf(created.User?.Attributes)!;
}

/**
 * Demo accounts (Cognito users, profiles, 3 credits each), the demo instructor's studio code, and the
 * demo student tied to that instructor as if they had signed up with it. Skips whatever exists.
 * Needs the Lambda environment in process.env (it writes through the functions' data modules).
 */
export async function seedDemo(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const subs = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) subs.set(account.email, await ensureDemoUser(cognito, userPoolId, account));
  const instructorId = subs.get(DEMO_INSTRUCTOR)!;
  const now = new Date();
  await insertStudioCode({
    id: randomUUID(),
    code: DEMO_STUDIO_CODE,
    instructorId,
    usesCount: DEMO_ACCOUNTS.filter((account) => account.joinsStudio).length,
    maxUses: null,
    isActive: true,
    expiresAt: null,
    createdAt: now.toISOString(),
  });
  for (const account of DEMO_ACCOUNTS) {
    const enrolment = account.joinsStudio ? { code: DEMO_STUDIO_CODE, instructorId } : null;
    await createAccount(newAccount({ userId: subs.get(account.email)!, email: account.email, fullName: account.fullName }, enrolment, now));
  }
}
