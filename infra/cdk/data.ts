import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

const key = (name: string) => ({ name, type: AttributeType.STRING });

/** The single DynamoDB table (see DESIGN.md: pk/sk, two overloaded GSIs, TTL). */
export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: key('pk'),
      sortKey: key('sk'),
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: 'ttl',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of ['gsi1', 'gsi2']) {
      this.table.addGlobalSecondaryIndex({
        indexName: index,
        partitionKey: key(`${index}pk`),
        sortKey: key(`${index}sk`),
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
