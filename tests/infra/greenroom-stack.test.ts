import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventPattern, schedules, subscriptions, workers } from '../../events/catalog';
import { type Capability, ROLES } from '../../functions/capabilities';
import { apiFunctions, routeKey, routes } from '../../functions/routes';
import { authTriggers } from '../../functions/triggers';
import { createGreenroomApp } from '../../infra/cdk/greenroom-app';
import type { GreenroomStack } from '../../infra/cdk/greenroom-stack';
import type { ServiceFunction } from '../../infra/cdk/service-function';
import { FAST_APP, actionsOfRole, logicalId, onlyResource, resourcesOfType } from './support/template';

// Synthesized once, with real esbuild bundling and without the SPA (as before `npm run build:web`).
let stack: GreenroomStack;
let template: Template;

beforeAll(() => {
  ({ stack } = createGreenroomApp({ app: FAST_APP, nagChecks: false, stack: { webAssetsDir: undefined } }));
  template = Template.fromStack(stack);
});

const declared = <K extends string, D extends { entry: string; needs: readonly string[] }>(
  defs: Record<K, D>,
  fns: Record<K, ServiceFunction>,
) => (Object.keys(defs) as K[]).map((name) => ({ fn: fns[name], def: defs[name] }));
const apiAndWorkerFunctions = () => [...declared(apiFunctions, stack.functions.api), ...declared(workers, stack.functions.workers)];
const triggerFunctions = () => declared(authTriggers, stack.functions.triggers);
const allFunctions = () => [...apiAndWorkerFunctions(), ...triggerFunctions()];
const functionResource = (fn: ServiceFunction) => template.toJSON().Resources[logicalId(stack, fn.function)];

const SHARED_SETTINGS = [
  'TABLE_NAME',
  'BUS_NAME',
  'MEDIA_BUCKET',
  'MAIL_FROM',
  'STUDIO_INBOX',
  'MAIL_CONFIGURATION_SET',
  'POWERTOOLS_SERVICE_NAME',
  'NODE_OPTIONS',
];
const USER_POOL_SETTINGS = ['USER_POOL_ID', 'USER_POOL_CLIENT_ID'];

describe('auth: Cognito user pool', () => {
  it('signs in with email, verifies it, allows self sign-up and a 6-character password', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 6 }) },
    });
  });

  it('offers optional TOTP MFA and no SMS', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('has one group per role', () => {
    const groups = resourcesOfType(template, 'AWS::Cognito::UserPoolGroup').map(([, g]) => g.Properties.GroupName);
    expect(groups.sort()).toEqual([...ROLES].sort());
  });

  it('calls each trigger of the trigger catalog', () => {
    const lambdaConfig = Object.fromEntries(
      Object.entries(authTriggers).map(([name, def]) => [
        def.cognitoTrigger,
        { 'Fn::GetAtt': [logicalId(stack, stack.functions.triggers[name as keyof typeof authTriggers].function), 'Arn'] },
      ]),
    );
    template.hasResourceProperties('AWS::Cognito::UserPool', { LambdaConfig: lambdaConfig });
  });

  it('has a secretless app client with password and SRP flows', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']),
    });
  });
});

describe('api: HTTP API', () => {
  it('has the Cognito JWT authorizer exactly when some route needs a signed-in user', () => {
    // CDK creates an authorizer only once a route uses it (its settings: api-authorization.test.ts).
    const needsAuthorizer = routes.some((route) => route.access !== 'public');
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', needsAuthorizer ? 1 : 0);
  });

  it('has exactly one route per route-table entry', () => {
    const keys = resourcesOfType(template, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey);
    expect(keys.sort()).toEqual(routes.map(routeKey).sort());
  });

  it.each(routes.map((route) => [routeKey(route), route.access] as const))('%s (%j) has the right authorization', (key, access) => {
    const [, route] = resourcesOfType(template, 'AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === key)!;
    if (access === 'public') {
      expect(route.Properties.AuthorizationType).toBe('NONE');
      expect(route.Properties.AuthorizerId).toBeUndefined();
    } else {
      expect(route.Properties.AuthorizationType).toBe('JWT');
      expect(route.Properties.AuthorizerId).toBeDefined();
    }
  });

  it('logs every request and throttles on the auto-deployed default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });
});

describe('data: the single table', () => {
  it('has pk/sk, two ALL-projected GSIs, TTL, PITR, on-demand billing and AWS-managed encryption', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: {
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        // Enabled without a key of our own: the AWS managed key (aws/dynamodb).
        SSESpecification: { SSEEnabled: true },
        GlobalSecondaryIndexes: ['gsi1', 'gsi2'].map((index) => ({
          IndexName: index,
          KeySchema: [
            { AttributeName: `${index}pk`, KeyType: 'HASH' },
            { AttributeName: `${index}sk`, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      },
    });
  });
});

describe('media: private uploads bucket', () => {
  const mediaBucket = () => resourcesOfType(template, 'AWS::S3::Bucket').find(([, b]) => b.Properties.CorsConfiguration)!;

  it('blocks public access, encrypts, and logs access', () => {
    const [, bucket] = mediaBucket();
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault).toEqual({
      SSEAlgorithm: 'AES256',
    });
    expect(bucket.Properties.LoggingConfiguration.DestinationBucketName).toBeDefined();
  });

  it('denies requests without TLS', () => {
    const [id] = mediaBucket();
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('accepts browser POST uploads from the site origin only', () => {
    const [, bucket] = mediaBucket();
    const distribution = logicalId(stack, stack.web.distribution);
    const [rule] = bucket.Properties.CorsConfiguration.CorsRules;
    expect(rule.AllowedMethods).toContain('POST');
    expect(rule.AllowedOrigins).toEqual([{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]] }]);
  });
});

describe('events: bus, subscriptions and schedules', () => {
  const workerFunctionId = (worker: keyof typeof workers) => logicalId(stack, stack.functions.workers[worker].function);
  const busId = () => onlyResource(template, 'AWS::Events::EventBus')[0];

  it('has one rule per subscription, on our bus, with the catalog pattern', () => {
    const rules = resourcesOfType(template, 'AWS::Events::Rule').filter(([, r]) => r.Properties.EventPattern);
    expect(rules).toHaveLength(subscriptions.length);
    for (const sub of subscriptions) {
      template.hasResourceProperties('AWS::Events::Rule', {
        EventBusName: { Ref: busId() },
        EventPattern: eventPattern(sub),
      });
    }
  });

  it.each(subscriptions.map((sub) => [sub.id, sub] as const))('%s targets its worker with retry policy and DLQ', (_, sub) => {
    const [, rule] = resourcesOfType(template, 'AWS::Events::Rule').find(
      ([, r]) => JSON.stringify(r.Properties.EventPattern) === JSON.stringify(eventPattern(sub)),
    )!;
    expect(rule.Properties.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [workerFunctionId(sub.worker), 'Arn'] },
        RetryPolicy: {
          MaximumRetryAttempts: sub.retry.maximumRetryAttempts,
          MaximumEventAgeInSeconds: sub.retry.maximumEventAgeSeconds,
        },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } },
      }),
    ]);
    const dlqId = rule.Properties.Targets[0].DeadLetterConfig.Arn['Fn::GetAtt'][0] as string;
    expect(template.toJSON().Resources[dlqId]).toMatchObject({ Type: 'AWS::SQS::Queue', Properties: { SqsManagedSseEnabled: true } });
  });

  it('alarms when any subscription DLQ holds a message', () => {
    const dlqIds = resourcesOfType(template, 'AWS::Events::Rule')
      .flatMap(([, r]) => (r.Properties.Targets as any[]).map((t) => t.DeadLetterConfig?.Arn['Fn::GetAtt'][0]))
      .filter(Boolean);
    expect(dlqIds).toHaveLength(subscriptions.length);
    for (const dlqId of dlqIds) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Namespace: 'AWS/SQS',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    }
  });

  it.each(schedules.map((s) => [s.id, s] as const))('schedule %s runs its worker at its rate', (_, schedule) => {
    const unit = schedule.everyMinutes === 1 ? 'minute' : 'minutes';
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${schedule.everyMinutes} ${unit})`,
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [workerFunctionId(schedule.worker), 'Arn'] } })],
    });
  });
});

describe('web: CloudFront', () => {
  const distribution = () => onlyResource(template, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;

  it('serves the private site bucket through Origin Access Control, index.html at the root', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    const config = distribution();
    expect(config.DefaultRootObject).toBe('index.html');
    const s3Origin = config.Origins.find((o: any) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior.TargetOriginId).toBe(s3Origin.Id);
  });

  it('falls back to index.html for client-side routes without hiding API errors', () => {
    const config = distribution();
    // Distribution-wide custom error responses would also rewrite the API's 403/404 answers.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);

    const [, fn] = onlyResource(template, 'AWS::CloudFront::Function');
    const handler = new Function(`${fn.Properties.FunctionCode}; return handler;`)() as (e: unknown) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/dashboard')).toBe('/index.html');
    expect(rewrite('/courses/abc-123/lessons')).toBe('/index.html');
    expect(rewrite('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });

  it('sends HSTS, CSP, nosniff, frame denial and a referrer policy', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: Match.anyValue(), Override: true }),
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue(), Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ Override: true }),
        },
      },
    });
    const [, policy] = onlyResource(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const csp = JSON.stringify(policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
  });

  it('forwards /api/* to the HTTP API uncached, with every method and all viewer headers but Host', () => {
    const config = distribution();
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
    });
    const apiOrigin = config.Origins.find((o: any) => o.Id === api.TargetOriginId);
    const apiId = onlyResource(template, 'AWS::ApiGatewayV2::Api')[0];
    expect(JSON.stringify(apiOrigin.DomainName)).toContain(apiId);
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('deploys no SPA when web/dist is not given', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});

describe('functions', () => {
  it('has one function per API resource, worker and trigger, all Node.js 22 on arm64', () => {
    const functions = resourcesOfType(template, 'AWS::Lambda::Function');
    expect(functions).toHaveLength(allFunctions().length);
    for (const [, fn] of functions) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
    }
  });

  it('gives each function its own role, without managed policies', () => {
    const roles = resourcesOfType(template, 'AWS::Lambda::Function').map(([, fn]) => fn.Properties.Role['Fn::GetAtt'][0]);
    expect(new Set(roles).size).toBe(roles.length);
    for (const [, role] of resourcesOfType(template, 'AWS::IAM::Role')) {
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });

  it('gives API and worker functions every setting', () => {
    for (const { fn, def } of apiAndWorkerFunctions()) {
      const settings = functionResource(fn).Properties.Environment.Variables;
      expect(Object.keys(settings), def.entry).toEqual(expect.arrayContaining([...SHARED_SETTINGS, ...USER_POOL_SETTINGS]));
      expect(settings.NODE_OPTIONS).toBe('--enable-source-maps');
    }
  });

  it('gives triggers every setting but the user pool ids (the pool names its triggers: a cycle)', () => {
    for (const { fn, def } of triggerFunctions()) {
      const settings = Object.keys(functionResource(fn).Properties.Environment.Variables);
      expect(settings, def.entry).toEqual(expect.arrayContaining(SHARED_SETTINGS));
      for (const name of USER_POOL_SETTINGS) expect(settings, def.entry).not.toContain(name);
    }
  });

  it('gives every function a log group with retention', () => {
    const logGroups = new Map(resourcesOfType(template, 'AWS::Logs::LogGroup'));
    for (const [, fn] of resourcesOfType(template, 'AWS::Lambda::Function')) {
      const logGroup = logGroups.get(fn.Properties.LoggingConfig.LogGroup.Ref);
      expect(logGroup?.Properties.RetentionInDays).toBeGreaterThan(0);
    }
  });

  it('takes each worker timeout from the catalog', () => {
    for (const { fn, def } of declared(workers, stack.functions.workers)) {
      expect(functionResource(fn).Properties.Timeout).toBe(def.timeoutSeconds);
    }
  });

  it('grants publishing, mail, table writes and user admin only to functions that declare them', () => {
    const signatures: [Capability, string][] = [
      ['bus.publish', 'events:PutEvents'],
      ['mail.send', 'ses:SendEmail'],
      ['table.write', 'dynamodb:PutItem'],
      ['users.admin', 'cognito-idp:AdminAddUserToGroup'],
    ];
    for (const { fn, def } of allFunctions()) {
      const actions = actionsOfRole(template, logicalId(stack, fn.role));
      for (const [capability, action] of signatures) {
        expect(actions.has(action), `${def.entry} ${action}`).toBe((def.needs as readonly string[]).includes(capability));
      }
    }
  });

  it('lets a function without capabilities write its own logs and nothing else', () => {
    const bare = allFunctions().filter(({ def }) => def.needs.length === 0);
    for (const { fn } of bare) {
      expect([...actionsOfRole(template, logicalId(stack, fn.role))].sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    }
  });
});
