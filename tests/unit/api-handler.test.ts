import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DeleteCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkAccess } from '../../functions/lib/api-handler';
import { parseGroups, principalFromClaims } from '../../functions/lib/principal';

process.env.TABLE_NAME = 'table';
process.env.BUS_NAME = 'bus';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
const { handler } = await import('../../functions/api/leads');

const dynamo = mockClient(DynamoDBDocumentClient);
const bus = mockClient(EventBridgeClient);

function post(body: string | undefined, routeKey = 'POST /api/leads') {
  return {
    routeKey,
    body,
    isBase64Encoded: false,
    requestContext: { requestId: 'r1' },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

const call = async (event: APIGatewayProxyEventV2WithJWTAuthorizer) => {
  const result = (await handler(event, { awsRequestId: 'r1', functionName: 'leads' } as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') };
};

beforeEach(() => {
  dynamo.reset();
  bus.reset();
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  bus.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'e' }] });
});

describe('API handler error mapping (leads)', () => {
  it('answers 201 with the lead, after writing and publishing', async () => {
    const { status, body } = await call(post(JSON.stringify({ name: 'A', email: 'A@B.co' })));
    expect(status).toBe(201);
    expect(body).toMatchObject({ email: 'a@b.co', status: 'new' });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(bus.commandCalls(PutEventsCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(1);
  });

  it('maps a failed uniqueness condition to 409 with the spec message', async () => {
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }),
    );
    expect(await call(post(JSON.stringify({ name: 'A', email: 'a@b.co' })))).toEqual({ status: 409, body: { message: 'This email is already registered!' } });
    expect(bus.commandCalls(PutEventsCommand)).toHaveLength(0);
  });

  it('answers 400 with the first message and writes nothing for invalid input', async () => {
    const { status, body } = await call(post(JSON.stringify({ name: '', email: '' })));
    expect(status).toBe(400);
    expect(body.message).toBe('Please fill in name and email');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('still answers 201 when publishing fails: the event waits in the outbox', async () => {
    bus.on(PutEventsCommand).resolves({ FailedEntryCount: 1, Entries: [{ ErrorCode: 'InternalFailure' }] });
    expect((await call(post(JSON.stringify({ name: 'A', email: 'a@b.co' })))).status).toBe(201);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('hides internal failures behind a 500 without a stack trace', async () => {
    dynamo.on(TransactWriteCommand).rejects(new Error('socket hang up at /var/task/index.js:1:1'));
    const { status, body } = await call(post(JSON.stringify({ name: 'A', email: 'a@b.co' })));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toMatch(/socket|index\.js/);
  });

  it('answers 404 for a route key that is not this function’s', async () => {
    expect((await call(post('{}', 'GET /api/elsewhere'))).status).toBe(404);
  });
});

describe('access declarations', () => {
  const student = { userId: 'u1', email: 'u@x', roles: ['student' as const] };
  it('lets anyone through a public route', () => expect(() => checkAccess('public', null)).not.toThrow());
  it('wants a session for user and owner routes', () => {
    expect(() => checkAccess('user', null)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => checkAccess('owner', null)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => checkAccess('user', student)).not.toThrow();
  });
  it('wants one of the listed roles', () => {
    expect(() => checkAccess(['admin'], student)).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => checkAccess(['admin', 'student'], student)).not.toThrow();
  });
  it('reads groups the way HTTP API passes them, and as arrays', () => {
    expect(parseGroups('[admin student]')).toEqual(['admin', 'student']);
    expect(parseGroups(['instructor', 'unknown'])).toEqual(['instructor']);
    expect(parseGroups(undefined)).toEqual([]);
    expect(principalFromClaims({ sub: 's', 'cognito:groups': '[instructor]' })?.roles).toEqual(['instructor']);
    expect(principalFromClaims({})).toBeNull();
  });
});
