import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '../../functions/capabilities';

export interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  roles: Role[];
}

export const DEMO_PASSWORD = 'greenroom-demo';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@greenroom.local', password: DEMO_PASSWORD, fullName: 'Ada Admin', roles: ['admin', 'student'] },
  { email: 'instructor@greenroom.local', password: DEMO_PASSWORD, fullName: 'Ivy Instructor', roles: ['instructor', 'student'] },
  { email: 'student@greenroom.local', password: DEMO_PASSWORD, fullName: 'Sam Student', roles: ['student'] },
];

async function exists(cognito: CognitoIdentityProviderClient, userPoolId: string, email: string) {
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return false;
    throw error;
  }
}

/** Demo accounts with confirmed emails, permanent passwords and their role groups; skips those present. */
export async function seedDemoAccounts(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await exists(cognito, userPoolId, account.email)) continue;
    await cognito.send(
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
  }
}
