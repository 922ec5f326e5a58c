import { decodeJwt } from 'jose';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { toAuthorizerClaims } from '../infra/local/jwt-authorizer';
import type { RunningCloud } from '../tests/support/local-cloud-process';
import type { BenchIdentity } from './representative-events';

/** Signs a demo account in through cognito-local; returns its token and the claims the authorizer would pass. */
export async function signIn(cloud: RunningCloud, email: string, password = 'greenroom-demo'): Promise<BenchIdentity & { idToken: string }> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: cloud.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
    region: 'us-east-1',
    credentials: { accessKeyId: cloud.env.AWS_ACCESS_KEY_ID!, secretAccessKey: cloud.env.AWS_SECRET_ACCESS_KEY! },
  });
  const result = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud.env.USER_POOL_CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const idToken = result.AuthenticationResult!.IdToken!;
  const payload = decodeJwt(idToken);
  return { idToken, sub: String(payload.sub), email, claims: toAuthorizerClaims(payload) };
}
