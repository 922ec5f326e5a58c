import { randomUUID } from 'node:crypto';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { studioCodeItem } from '../../functions/data/studio-codes';
import type { StudioCode } from '../../functions/domain/accounts/studio-code';
import { DEMO_ACCOUNTS, DEMO_INSTRUCTOR, DEMO_PASSWORD, DEMO_STUDIO_CODE } from '../../infra/local/demo';
import { TEST_PASSWORD, cognito, confirmWithMailedCode, newUser, signIn, signUp } from '../support/auth';
import { api, cloud, getItem, mailTo, tableClient, uniqueEmail } from '../support/cloud';
import { aStudioCode } from '../support/studio-codes';

const DAY = 86_400_000;

/** A studio code written straight into the table, as an instructor's tools would leave it. */
async function givenStudioCode(fields: Partial<StudioCode> = {}): Promise<StudioCode> {
  const code = aStudioCode({
    id: randomUUID(),
    code: `TEST${randomUUID().slice(0, 8).toUpperCase()}`,
    instructorId: `instructor-${randomUUID()}`,
    createdAt: new Date().toISOString(),
    ...fields,
  });
  const { doc, table } = tableClient();
  await doc.send(new PutCommand({ TableName: table, Item: studioCodeItem(code) }));
  return code;
}

const usesOf = async (code: string) => (await getItem(`STUDIOCODE#${code}`, 'STUDIOCODE'))?.usesCount;

async function studentsOf(instructorId: string) {
  const { doc, table } = tableClient();
  const result = await doc.send(
    new QueryCommand({
      TableName: table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `INSTRUCTOR#${instructorId}#STUDENTS` },
    }),
  );
  return (result.Items ?? []).map((item) => item.userId);
}

const preSignUpError = (message: string) => ({ name: 'UserLambdaValidationException', message: `PreSignUp failed with error ${message}.` });

describe('sign-up, confirmation and the first session', () => {
  it('mails the code, and a confirmed user signs in as a student with a profile and 3 credits', async () => {
    const email = uniqueEmail('newcomer');
    const signedUp = await signUp({ email, fullName: '  Viola Davis  ' });
    expect(signedUp.UserConfirmed).toBe(false);
    expect(signedUp.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', Destination: email });

    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe('Your verification code');
    expect(mail?.body.text).toMatch(/^Your verification code is \d{6}$/);

    await confirmWithMailedCode(email);
    const session = await signIn(email);
    expect(session.claims['cognito:groups']).toEqual(['student']);
    expect(session.userId).toBe(signedUp.UserSub);

    const me = await api('/api/me', { token: session.idToken });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      userId: session.userId,
      email,
      fullName: 'Viola Davis',
      username: null,
      avatarUrl: null,
      instructorId: null,
      roles: ['student'],
      credits: { credits: 3, totalEarned: 3 },
    });
  });

  it('ties a student to the instructor of the code they typed (any case, spaces around) and counts exactly one use', async () => {
    const code = await givenStudioCode({ usesCount: 2, maxUses: 10, expiresAt: new Date(Date.now() + DAY).toISOString() });
    const email = uniqueEmail('pupil');
    await signUp({ email, studioCode: `  ${code.code.toLowerCase()} ` });
    expect(await usesOf(code.code)).toBe(3);

    await confirmWithMailedCode(email);
    const session = await signIn(email);
    const me = await api('/api/me', { token: session.idToken });
    expect(me.body).toMatchObject({ instructorId: code.instructorId, roles: ['student'], credits: { credits: 3, totalEarned: 3 } });
    expect(await studentsOf(code.instructorId)).toEqual([session.userId]);
    expect(await usesOf(code.code)).toBe(3);
  });

  it.each([
    ['an unknown code', null, 'Invalid studio code'],
    ['an inactive code', { isActive: false }, 'This studio code is no longer active'],
    ['an expired code', { expiresAt: new Date(Date.now() - 1000).toISOString() }, 'This studio code has expired'],
    ['a code at its maximum uses', { usesCount: 2, maxUses: 2 }, 'This studio code has reached its maximum uses'],
    ['an inactive, expired, used-up code (first check wins)', { isActive: false, expiresAt: new Date(Date.now() - DAY).toISOString(), usesCount: 1, maxUses: 1 }, 'This studio code is no longer active'],
  ])('refuses %s with the exact message, counting no use and creating no user', async (_label, fields, message) => {
    const code = fields ? await givenStudioCode(fields) : null;
    const email = uniqueEmail('refused');
    await expect(signUp({ email, studioCode: code?.code ?? 'NO-SUCH-CODE' })).rejects.toMatchObject(preSignUpError(message));
    if (code) expect(await usesOf(code.code)).toBe(code.usesCount);
    expect(await mailTo(email)).toEqual([]);
    // The email is still free: the refused sign-up left no user behind.
    await expect(signUp({ email })).resolves.toMatchObject({ UserConfirmed: false });
  });

  it('gives the last use of a code to exactly one of two racing sign-ups', async () => {
    const code = await givenStudioCode({ usesCount: 4, maxUses: 5 });
    const results = await Promise.allSettled([0, 1].map((i) => signUp({ email: uniqueEmail(`racer${i}`), studioCode: code.code })));

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [lost] = results.filter((result) => result.status === 'rejected');
    expect(lost?.reason).toMatchObject(preSignUpError('This studio code has reached its maximum uses'));
    expect(await usesOf(code.code)).toBe(5);
  });

  it.each([
    ['blank', '   '],
    ['missing', null],
  ])('refuses a %s full name on the server', async (_label, fullName) => {
    const email = uniqueEmail('nameless');
    await expect(signUp({ email, fullName })).rejects.toMatchObject(preSignUpError('Full name is required'));
  });

  it('refuses a password shorter than 6 as Cognito does, before any studio code is claimed', async () => {
    const code = await givenStudioCode();
    const email = uniqueEmail('short');
    await expect(signUp({ email, password: '12345', studioCode: code.code })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
    expect(await usesOf(code.code)).toBe(0);

    const raw = await fetch(`${cloud().appUrl}/cognito/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
      body: JSON.stringify({ ClientId: cloud().env.USER_POOL_CLIENT_ID, Username: email, Password: 'abc', UserAttributes: [{ Name: 'name', Value: 'Short' }] }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ __type: 'InvalidPasswordException', message: 'Password did not conform with policy: Password not long enough' });

    await expect(signUp({ email, password: '123456' })).resolves.toMatchObject({ UserConfirmed: false });
  });

  it('runs the post-confirmation trigger again without harm (Cognito may retry it)', async () => {
    const code = await givenStudioCode();
    const session = await newUser({ studioCode: code.code });
    const event = {
      version: '1',
      region: 'us-east-1',
      userPoolId: cloud().env.USER_POOL_ID,
      userName: session.userId,
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      callerContext: { awsSdkVersion: 'test', clientId: cloud().env.USER_POOL_CLIENT_ID },
      request: { userAttributes: { sub: session.userId, email: session.email, name: 'Someone Else' } },
      response: {},
    };
    const response = await fetch(`${cloud().env.AWS_ENDPOINT_URL_LAMBDA}/2015-03-31/functions/PostConfirmation/invocations`, {
      method: 'POST',
      body: JSON.stringify(event),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-amz-function-error')).toBeNull();
    expect(await response.json()).toEqual(event);

    const me = await api('/api/me', { token: (await signIn(session.email)).idToken });
    expect(me.body).toMatchObject({ fullName: 'Test Performer', instructorId: code.instructorId, roles: ['student'], credits: { credits: 3, totalEarned: 3 } });
  });

  it('answers a failing trigger the way Lambda does, and an unknown function with 404', async () => {
    const lambda = cloud().env.AWS_ENDPOINT_URL_LAMBDA;
    const failing = await fetch(`${lambda}/2015-03-31/functions/PreSignUp/invocations`, {
      method: 'POST',
      body: JSON.stringify({ triggerSource: 'PreSignUp_SignUp', userName: 'x', request: { userAttributes: { email: 'x@example.com' } }, response: {} }),
    });
    expect(failing.status).toBe(200);
    expect(failing.headers.get('x-amz-function-error')).toBe('Unhandled');
    expect(await failing.json()).toMatchObject({ errorType: 'SignUpRejected', errorMessage: 'Full name is required' });

    const unknown = await fetch(`${lambda}/2015-03-31/functions/nothing/invocations`, { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/me', () => {
  it('answers a user made outside sign-up (no profile yet) with defaults, not an error', async () => {
    const email = uniqueEmail('admin-made');
    const { env } = cloud();
    const direct = cognito('direct');
    await direct.send(
      new AdminCreateUserCommand({ UserPoolId: env.USER_POOL_ID, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }] }),
    );
    await direct.send(new AdminSetUserPasswordCommand({ UserPoolId: env.USER_POOL_ID, Username: email, Password: TEST_PASSWORD, Permanent: true }));
    const session = await signIn(email);

    const me = await api('/api/me', { token: session.idToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ userId: session.userId, email, fullName: '', roles: [], credits: { credits: 3, totalEarned: 3 } });
  });

  it('shows the seeded demo accounts with their roles, and the demo student in the demo instructor’s studio', async () => {
    const sessions = await Promise.all(DEMO_ACCOUNTS.map((account) => signIn(account.email, DEMO_PASSWORD)));
    const mes = await Promise.all(sessions.map((session) => api('/api/me', { token: session.idToken })));
    const instructor = sessions[DEMO_ACCOUNTS.findIndex((account) => account.email === DEMO_INSTRUCTOR)]!;

    DEMO_ACCOUNTS.forEach((account, i) => {
      expect(mes[i]!.status).toBe(200);
      expect(mes[i]!.body).toMatchObject({
        email: account.email,
        fullName: account.fullName,
        roles: expect.arrayContaining(account.roles),
        instructorId: account.joinsStudio ? instructor.userId : null,
        credits: { credits: 3, totalEarned: 3 },
      });
      expect(mes[i]!.body.roles).toHaveLength(account.roles.length);
    });
    expect(await getItem(`STUDIOCODE#${DEMO_STUDIO_CODE}`, 'STUDIOCODE')).toMatchObject({
      instructorId: instructor.userId,
      isActive: true,
      maxUses: null,
      expiresAt: null,
      usesCount: expect.any(Number),
    });
    expect((await getItem(`STUDIOCODE#${DEMO_STUDIO_CODE}`, 'STUDIOCODE'))!.usesCount).toBeGreaterThanOrEqual(1);
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await api('/api/me')).status).toBe(401);
    expect((await api('/api/me', { token: 'not-a-jwt' })).status).toBe(401);
  });
});
