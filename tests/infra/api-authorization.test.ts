import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiFunctionName, type RouteDef, apiFunctions, routeKey } from '../../functions/routes';
import { Api } from '../../infra/cdk/api';
import { Auth } from '../../infra/cdk/auth';
import { mapRecord } from '../../infra/cdk/records';
import { FAST_APP, logicalId, resourcesOfType } from './support/template';

// A route table with every kind of access, whatever the real one holds today.
const fn = Object.keys(apiFunctions)[0] as ApiFunctionName;
const table: RouteDef[] = [
  { id: 'anyone', fn, method: 'GET', path: '/api/anyone', access: 'public', summary: 'public' },
  { id: 'signedIn', fn, method: 'GET', path: '/api/mine', access: 'user', summary: 'user' },
  { id: 'own', fn, method: 'PATCH', path: '/api/things/{id}', access: 'owner', summary: 'owner' },
  { id: 'staff', fn, method: 'DELETE', path: '/api/things/{id}', access: ['admin', 'instructor'], summary: 'roles' },
];

let template: Template;
let stack: Stack;
let auth: Auth;

beforeAll(() => {
  stack = new Stack(new App(FAST_APP), 'ApiAuthorization');
  auth = new Auth(stack, 'Auth');
  const inline = (id: string) =>
    new LambdaFunction(stack, id, { runtime: Runtime.NODEJS_22_X, handler: 'index.handler', code: Code.fromInline('exports.handler=async()=>({})') });
  new Api(stack, 'Api', {
    functions: mapRecord(apiFunctions, (_, name) => inline(name)),
    userPool: auth.userPool,
    userPoolClient: auth.client,
    routes: table,
  });
  template = Template.fromStack(stack);
});

describe('api authorization', () => {
  it('has one JWT authorizer issued by the user pool for the web client', () => {
    const pool = logicalId(stack, auth.userPool);
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: logicalId(stack, auth.client) }],
        Issuer: { 'Fn::Join': ['', Match.arrayWith([{ Ref: pool }])] },
      },
    });
  });

  it.each(table.map((route) => [routeKey(route), route.access] as const))('%s (%j)', (key, access) => {
    const [, route] = resourcesOfType(template, 'AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === key)!;
    const [authorizerId] = resourcesOfType(template, 'AWS::ApiGatewayV2::Authorizer')[0]!;
    if (access === 'public') {
      expect(route.Properties).toMatchObject({ AuthorizationType: 'NONE' });
      expect(route.Properties.AuthorizerId).toBeUndefined();
    } else {
      // Roles and ownership are the handler's to check; the gateway only requires a valid token.
      expect(route.Properties).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
    }
  });
});
