import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, PostConfirmationTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';

process.env.TABLE_NAME = 'table';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
const preSignUp = (await import('../../functions/triggers/pre-sign-up')).handler;
const postConfirmation = (await import('../../functions/triggers/post-confirmation')).handler;

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const context = { awsRequestId: 'r1', functionName: 'trigger' } as Context;

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
});

const preSignUpEvent = (triggerSource: string, userAttributes: Record<string, string>, clientMetadata?: Record<string, string>) =>
  ({ triggerSource, userPoolId: 'pool', userName: 'u1', request: { userAttributes, clientMetadata }, response: {} }) as unknown as PreSignUpTriggerEvent;

describe('the pre-sign-up trigger', () => {
  it('returns the event unchanged for a valid sign-up without a code', async () => {
    const event = preSignUpEvent('PreSignUp_SignUp', { name: 'Uta Hagen', email: 'uta@example.com' });
    expect(await preSignUp(event, context)).toEqual(event);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('throws the spec message for the person signing up', async () => {
    await expect(preSignUp(preSignUpEvent('PreSignUp_SignUp', { email: 'uta@example.com' }), context)).rejects.toThrow('Full name is required');
  });

  it('hides an internal failure behind a generic message', async () => {
    dynamo.on(UpdateCommand).rejects(new Error('connect ECONNREFUSED 10.0.0.1:443'));
    const event = preSignUpEvent('PreSignUp_SignUp', { name: 'Uta', email: 'uta@example.com' }, { studioCode: 'STAGE2026' });
    await expect(preSignUp(event, context)).rejects.toThrow(/^Something went wrong\. Please try again$/);
  });

  it('leaves users an admin creates alone', async () => {
    const event = preSignUpEvent('PreSignUp_AdminCreateUser', { email: 'made@example.com' }, { studioCode: 'NOPE' });
    expect(await preSignUp(event, context)).toEqual(event);
    expect(dynamo.calls()).toHaveLength(0);
  });
});

describe('the post-confirmation trigger', () => {
  it('does nothing for a confirmed password reset', async () => {
    const event = {
      triggerSource: 'PostConfirmation_ConfirmForgotPassword',
      userPoolId: 'pool',
      userName: 'u1',
      request: { userAttributes: { sub: 'u1', email: 'uta@example.com' } },
      response: {},
    } as unknown as PostConfirmationTriggerEvent;
    expect(await postConfirmation(event, context)).toEqual(event);
    expect(dynamo.calls()).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });
});
