import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

/** Helpers for integration tests against the running local cloud. */
export const cloud = () => inject('cloud');

export function tableClient() {
  const { env } = cloud();
  return {
    doc: DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: env.AWS_ENDPOINT_URL_DYNAMODB, region: 'us-east-1', credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! } }),
    ),
    table: env.TABLE_NAME!,
  };
}

export async function getItem(pk: string, sk: string) {
  const { doc, table } = tableClient();
  return (await doc.send(new GetCommand({ TableName: table, Key: { pk, sk } }))).Item;
}

export async function queryPartition(pk: string) {
  const { doc, table } = tableClient();
  return (await doc.send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }))).Items ?? [];
}

export async function api(path: string, init: RequestInit & { json?: unknown; token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${cloud().appUrl}${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as any) : undefined };
}

export interface SentMail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

export async function sentMail(): Promise<SentMail[]> {
  const response = await fetch(`${cloud().mailUrl}/store`);
  return ((await response.json()) as { emails: SentMail[] }).emails;
}

export const mailTo = async (address: string) => (await sentMail()).filter((mail) => mail.destination.to.includes(address));

/** Waits until every event delivery under way on the local bus (retries included) has finished. */
export async function busSettled(): Promise<void> {
  await fetch(`${cloud().busUrl}/settle`, { method: 'POST' });
}

export async function recentEvents(): Promise<{ id: string; 'detail-type': string; detail: any }[]> {
  return (await fetch(`${cloud().busUrl}/events`)).json() as never;
}

export async function redeliver(event: unknown): Promise<void> {
  await fetch(`${cloud().busUrl}/redeliver`, { method: 'POST', body: JSON.stringify(event) });
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export const DEMO_PASSWORD = 'greenroom-demo';

/** Signs in through cognito-local (USER_PASSWORD_AUTH) and returns the ID token the SPA would send. */
export async function idToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { env } = cloud();
  const cognito = new CognitoIdentityProviderClient({
    endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
    region: 'us-east-1',
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
  const result = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: env.USER_POOL_CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  return result.AuthenticationResult!.IdToken!;
}
