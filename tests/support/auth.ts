import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { cloud, mailTo, uniqueEmail } from './cloud';

/** Sign-up and sign-in against the local Cognito, as the SPA does it. */

export const TEST_PASSWORD = 'stage-door-7';

const clients = new Map<string, CognitoIdentityProviderClient>();

/** Cognito through the gateway's /cognito (the SPA's way in), or cognito-local directly. */
export function cognito(via: 'gateway' | 'direct' = 'gateway'): CognitoIdentityProviderClient {
  const { appUrl, env } = cloud();
  const endpoint = via === 'gateway' ? `${appUrl}/cognito` : env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!;
  let client = clients.get(endpoint);
  if (!client) {
    client = new CognitoIdentityProviderClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    clients.set(endpoint, client);
  }
  return client;
}

const clientId = () => cloud().env.USER_POOL_CLIENT_ID!;

export interface SignUpInput {
  email: string;
  password?: string;
  /** The `name` attribute; null leaves it out. */
  fullName?: string | null;
  studioCode?: string;
}

export function signUp({ email, password = TEST_PASSWORD, fullName = 'Test Performer', studioCode }: SignUpInput) {
  return cognito().send(
    new SignUpCommand({
      ClientId: clientId(),
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }, ...(fullName === null ? [] : [{ Name: 'name', Value: fullName }])],
      ClientMetadata: studioCode === undefined ? undefined : { studioCode },
    }),
  );
}

/** The code from the latest verification mail in the local outbox. */
export async function mailedCode(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = (await mailTo(email)).map((mail) => mail.body.text?.match(/\b(\d{6})\b/)?.[1]).filter(Boolean).at(-1);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No verification code was mailed to ${email}`);
}

export async function confirmWithMailedCode(email: string): Promise<void> {
  const code = await mailedCode(email);
  await cognito().send(new ConfirmSignUpCommand({ ClientId: clientId(), Username: email, ConfirmationCode: code }));
}

export interface Session {
  email: string;
  userId: string;
  idToken: string;
  claims: ReturnType<typeof decodeJwt>;
}

export async function signIn(email: string, password = TEST_PASSWORD, via: 'gateway' | 'direct' = 'gateway'): Promise<Session> {
  const result = await cognito(via).send(
    new InitiateAuthCommand({ ClientId: clientId(), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const idToken = result.AuthenticationResult!.IdToken!;
  const claims = decodeJwt(idToken);
  return { email, userId: String(claims.sub), idToken, claims };
}

/** A confirmed, signed-in new user. */
export async function newUser(input: Partial<SignUpInput> = {}): Promise<Session> {
  const email = input.email ?? uniqueEmail('user');
  await signUp({ ...input, email });
  await confirmWithMailedCode(email);
  return signIn(email, input.password);
}
