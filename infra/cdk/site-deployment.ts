import { Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Policy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledge, acknowledgeWildcards } from './nag';
import { LOG_RETENTION } from './service-function';

export interface SiteDeploymentProps {
  readonly assetsDir: string;
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
}

/** Uploads the built SPA to its bucket and invalidates CloudFront's copy. */
export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: LOG_RETENTION });
    // Our own role, so the deployment's Lambda writes only to its log group rather than holding
    // AWSLambdaBasicExecutionRole.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    new BucketDeployment(this, 'Deploy', {
      sources: [Source.asset(props.assetsDir)],
      destinationBucket: props.bucket,
      distribution: props.distribution,
      distributionPaths: ['/*'],
      role,
      logGroup,
      memoryLimit: 512,
    });

    const policy = role.node.tryFindChild('DefaultPolicy') as Policy | undefined;
    if (policy) {
      acknowledgeWildcards(
        role,
        policy.document,
        "Grants made by CDK's BucketDeployment: read the SPA asset in the CDK asset bucket, replace every object in the site bucket, and invalidate CloudFront (aws-cdk-lib asks for it on *). Only the deploy-time handler assumes this role.",
      );
    }
    const handler = Stack.of(this).node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (handler) {
      acknowledge(handler, { L1: "The runtime of CDK's BucketDeployment handler is chosen by aws-cdk-lib, not by us." });
    }
  }
}
