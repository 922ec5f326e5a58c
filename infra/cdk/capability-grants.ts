import { Aws } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { type IRole, Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { Capability } from '../../functions/capabilities';
import type { Mail } from './mail';
import { acknowledgeWildcards } from './nag';

/** The resources capabilities grant access to. */
export interface CapabilityTargets {
  readonly table: ITable;
  readonly bus: IEventBus;
  readonly mail: Mail;
  readonly media: IBucket;
  readonly userPool: IUserPool;
}

interface CapabilityGrant {
  /** Grants the capability to the role and returns the statements it added. */
  grant(role: IRole, targets: CapabilityTargets, scope: Construct): PolicyStatement[];
  /** Why the wildcards this grant produces (if any) are acceptable; cdk-nag IAM5. */
  wildcardReason?: string;
}

/** User management done by staff screens and sign-up flows; listed so no Admin* wildcard is needed. */
export const USER_ADMIN_ACTIONS = [
  'AdminGetUser',
  'AdminCreateUser',
  'AdminDeleteUser',
  'AdminUpdateUserAttributes',
  'AdminDisableUser',
  'AdminEnableUser',
  'AdminResetUserPassword',
  'AdminUserGlobalSignOut',
  'AdminAddUserToGroup',
  'AdminRemoveUserFromGroup',
  'AdminListGroupsForUser',
  'ListUsers',
  'ListUsersInGroup',
].map((action) => `cognito-idp:${action}`);

function addStatement(role: IRole, statement: PolicyStatement): PolicyStatement[] {
  role.addToPrincipalPolicy(statement);
  return [statement];
}

const TABLE_INDEX_REASON = 'Queries on the table need its GSIs; <table>/index/* covers exactly gsi1 and gsi2 of our one table.';
const MEDIA_REASON = 'Objects are keyed per user (<kind>/<userId>/…) and not known in advance; the grant is limited to the one media bucket.';

const capabilityGrants: Record<Capability, CapabilityGrant> = {
  'table.read': {
    grant: (role, { table }) => table.grantReadData(role).principalStatements,
    wildcardReason: TABLE_INDEX_REASON,
  },
  'table.write': {
    grant: (role, { table }) => table.grantReadWriteData(role).principalStatements,
    wildcardReason: TABLE_INDEX_REASON,
  },
  'bus.publish': {
    grant: (role, { bus }) => bus.grantPutEventsTo(role).principalStatements,
  },
  'mail.send': {
    grant: (role, { mail }) => addStatement(role, mail.sendStatement()),
  },
  'media.read': {
    grant: (role, { media }) => media.grantRead(role).principalStatements,
    wildcardReason: `${MEDIA_REASON} CDK's read grant uses s3:GetObject*/GetBucket*/List* action groups.`,
  },
  'media.write': {
    grant: (role, { media }) => [...media.grantPut(role).principalStatements, ...media.grantDelete(role).principalStatements],
    wildcardReason: `${MEDIA_REASON} CDK's delete grant is the s3:DeleteObject* action group.`,
  },
  'users.admin': {
    // A policy of its own rather than the role's default policy: a Cognito trigger's function waits
    // for its role, the pool waits for the trigger, and this grant names the pool, so inside the
    // role it would close a dependency cycle.
    grant: (role, { userPool }, scope) => {
      const statement = new PolicyStatement({ actions: USER_ADMIN_ACTIONS, resources: [userPool.userPoolArn] });
      new Policy(scope, 'UsersAdminPolicy', { statements: [statement], roles: [role] });
      return [statement];
    },
  },
  'ai.invoke': {
    // Converse and ConverseStream are authorized as InvokeModel and InvokeModelWithResponseStream.
    grant: (role) =>
      addStatement(
        role,
        new PolicyStatement({
          actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
          resources: [
            `arn:${Aws.PARTITION}:bedrock:*::foundation-model/*`,
            `arn:${Aws.PARTITION}:bedrock:${Aws.REGION}:${Aws.ACCOUNT_ID}:inference-profile/*`,
          ],
        }),
      ),
    wildcardReason:
      'Models are picked per feature at run time, and cross-region inference profiles route to foundation models in other regions; only model invocation is allowed.',
  },
};

/** Grants each capability a function declares, and nothing else. `scope` holds any extra policy. */
export function grantCapabilities(scope: Construct, role: IRole, needs: readonly Capability[], targets: CapabilityTargets): void {
  for (const capability of new Set(needs)) {
    const { grant, wildcardReason } = capabilityGrants[capability];
    const statements = grant(role, targets, scope);
    if (wildcardReason) acknowledgeWildcards(role, statements, wildcardReason);
  }
}
