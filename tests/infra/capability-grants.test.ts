import { App, Duration, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Capability } from '../../functions/capabilities';
import { AccessLogs } from '../../infra/cdk/access-logs';
import { Auth } from '../../infra/cdk/auth';
import { USER_ADMIN_ACTIONS } from '../../infra/cdk/capability-grants';
import { Data } from '../../infra/cdk/data';
import { Events } from '../../infra/cdk/events';
import { Mail } from '../../infra/cdk/mail';
import { Media } from '../../infra/cdk/media';
import { AwsSolutionsChecks } from '../../infra/cdk/nag';
import { ServiceFunction } from '../../infra/cdk/service-function';
import { FAST_APP, SKIP_BUNDLING, logicalId, statementsOfRole } from './support/template';

// What each capability must allow, as (action, resource the statement must mention) pairs.
const expectations: Record<Capability, { actions: string[]; resource: () => string }> = {
  'table.read': { actions: ['dynamodb:GetItem', 'dynamodb:Query'], resource: () => ids.table },
  'table.write': { actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], resource: () => ids.table },
  'bus.publish': { actions: ['events:PutEvents'], resource: () => ids.bus },
  'mail.send': { actions: ['ses:SendEmail', 'ses:SendRawEmail'], resource: () => 'configuration-set/' },
  'media.read': { actions: ['s3:GetObject*'], resource: () => ids.media },
  'media.write': { actions: ['s3:PutObject', 's3:DeleteObject*'], resource: () => ids.media },
  'users.admin': { actions: USER_ADMIN_ACTIONS, resource: () => ids.userPool },
  'ai.invoke': { actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'], resource: () => 'foundation-model/' },
};
const capabilities = Object.keys(expectations) as Capability[];

let app: App;
let stack: Stack;
let template: Template;
const roles = new Map<Capability, string>();
const ids = { table: '', bus: '', media: '', userPool: '' };

// One function per capability, so each role shows exactly what one capability grants.
beforeAll(() => {
  app = new App({ ...FAST_APP, context: SKIP_BUNDLING });
  stack = new Stack(app, 'Capabilities');
  const data = new Data(stack, 'Data');
  const events = new Events(stack, 'Events');
  const media = new Media(stack, 'Media', { accessLogs: new AccessLogs(stack, 'AccessLogs').bucket });
  const auth = new Auth(stack, 'Auth');
  const targets = { table: data.table, bus: events.bus, mail: new Mail(stack, 'Mail'), media: media.bucket, userPool: auth.userPool };
  Object.assign(ids, {
    table: logicalId(stack, data.table),
    bus: logicalId(stack, events.bus),
    media: logicalId(stack, media.bucket),
    userPool: logicalId(stack, auth.userPool),
  });
  for (const capability of capabilities) {
    const fn = new ServiceFunction(stack, capability.replace('.', '-'), {
      entry: 'tests/infra/fixtures/handler.ts',
      description: capability,
      needs: [capability],
      timeout: Duration.seconds(3),
      environment: {},
      targets,
    });
    roles.set(capability, logicalId(stack, fn.role));
  }
  template = Template.fromStack(stack);
});

describe('capability grants', () => {
  it.each(capabilities)('%s grants its actions on its resource', (capability) => {
    const { actions, resource } = expectations[capability];
    const statements = statementsOfRole(template, roles.get(capability)!);
    for (const action of actions) {
      const granting = statements.filter((s) => [s.Action].flat().includes(action));
      expect(granting.length, action).toBeGreaterThan(0);
      expect(granting.some((s) => JSON.stringify(s.Resource).includes(resource())), `${action} on ${resource()}`).toBe(true);
    }
  });

  it.each(capabilities)('%s grants nothing meant for other capabilities', (capability) => {
    const granted = new Set(statementsOfRole(template, roles.get(capability)!).flatMap((s) => [s.Action].flat()));
    const own = new Set(expectations[capability].actions);
    const implied = capability === 'table.write' ? expectations['table.read'].actions : [];
    for (const other of capabilities.filter((c) => c !== capability)) {
      for (const action of expectations[other].actions.filter((a) => !own.has(a) && !implied.includes(a))) {
        expect(granted.has(action), `${capability} must not allow ${action}`).toBe(false);
      }
    }
  });

  it('passes cdk-nag: every wildcard a grant needs is acknowledged with its reason, and only those', () => {
    const { violations } = new AwsSolutionsChecks().validateScope(app);
    const iam = violations.filter((v) => v.ruleName.startsWith('AwsSolutions-IAM'));
    expect(iam.map((v) => v.ruleName)).toEqual([]);
  });
});
