import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Capability } from '../../functions/capabilities';
import { bundlingOptions } from './bundling';
import { type CapabilityTargets, grantCapabilities } from './capability-grants';
import { acknowledge } from './nag';
import { fromRepoRoot, repoRoot } from './paths';

export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;
export const LOG_RETENTION = RetentionDays.ONE_MONTH;
const MEMORY_MB = 1024;

export interface ServiceFunctionProps {
  /** Handler file, relative to the repository root (as in the route table and event catalog). */
  readonly entry: string;
  readonly description: string;
  readonly needs: readonly Capability[];
  readonly timeout: Duration;
  readonly environment: Readonly<Record<string, string>>;
  readonly targets: CapabilityTargets;
}

/**
 * One Lambda function with its own role, holding only what its declared capabilities grant, and
 * its own log group.
 */
export class ServiceFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: LOG_RETENTION });
    // An explicit role with write access to its own log group, instead of the account-wide
    // AWSLambdaBasicExecutionRole managed policy.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.entry}`,
    });
    logGroup.grantWrite(this.role);
    grantCapabilities(this, this.role, props.needs, props.targets);

    this.function = new NodejsFunction(this, 'Function', {
      entry: fromRepoRoot(props.entry),
      projectRoot: repoRoot,
      depsLockFilePath: fromRepoRoot('package-lock.json'),
      handler: 'handler',
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: MEMORY_MB,
      timeout: props.timeout,
      role: this.role,
      logGroup,
      environment: { ...props.environment },
      bundling: bundlingOptions(),
    });
    acknowledge(this.function, {
      L1: 'Node.js 22 is the pinned runtime (DESIGN.md); bundles target node22 and moving to a newer runtime is a deliberate, benchmarked change.',
    });
  }
}
