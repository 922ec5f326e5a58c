import { AdminAddUserToGroupCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

const client = new CognitoIdentityProviderClient({});

/** Adds a user to a group (a role); adding a member again is a no-op in Cognito. */
export async function addUserToGroup(userPoolId: string, username: string, group: string): Promise<void> {
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: group }));
}
