import { Duration } from 'aws-cdk-lib';
import { ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

/** A queue that keeps what could not be delivered, with an alarm as soon as anything lands in it. */
export class DeadLetterQueue extends Construct {
  readonly queue: Queue;

  constructor(scope: Construct, id: string, props: { description: string }) {
    super(scope, id);
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(this.queue, { SQS3: 'This queue is itself a dead-letter queue; nothing redrives from it automatically.' });

    this.queue
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' })
      .createAlarm(this, 'NotEmpty', {
        alarmDescription: `${props.description}: messages are waiting in ${id}`,
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
  }
}
