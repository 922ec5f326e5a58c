import { Duration } from 'aws-cdk-lib';
import { EventBus, type EventPattern as CdkEventPattern, Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Construct } from 'constructs';
import { type EventPattern, type WorkerName, WORKER_HANDLER_RETRIES, eventPattern, schedules, subscriptions } from '../../events/catalog';
import { DeadLetterQueue } from './dead-letter-queue';


const toCdkPattern = (pattern: EventPattern): CdkEventPattern => ({
  source: pattern.source,
  detailType: pattern['detail-type'],
});

/** The EventBridge bus, and the rules the event catalog declares on it. */
export class Events extends Construct {
  readonly bus: EventBus;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus');
  }

  /** Routes every subscription and schedule of the catalog to its worker. */
  connectWorkers(workers: Record<WorkerName, IFunction>): void {
    for (const sub of subscriptions) {
      // Catches events EventBridge could not hand to Lambda within the subscription's retry policy.
      const dlq = new DeadLetterQueue(this, `${sub.id}-Dlq`, { description: `Subscription ${sub.id}` });
      new Rule(this, `${sub.id}-Rule`, {
        description: `${sub.events.join(', ')} -> ${sub.worker}`,
        eventBus: this.bus,
        eventPattern: toCdkPattern(eventPattern(sub)),
        targets: [
          new LambdaFunction(workers[sub.worker], {
            retryAttempts: sub.retry.maximumRetryAttempts,
            maxEventAge: Duration.seconds(sub.retry.maximumEventAgeSeconds),
            deadLetterQueue: dlq.queue,
          }),
        ],
      });
    }

    for (const schedule of schedules) {
      new Rule(this, `${schedule.id}-Schedule`, {
        description: `Every ${schedule.everyMinutes} min -> ${schedule.worker}`,
        schedule: Schedule.rate(Duration.minutes(schedule.everyMinutes)),
        // A missed run is made up by the next one, so retries stop at the next tick.
        targets: [new LambdaFunction(workers[schedule.worker], { maxEventAge: Duration.minutes(Math.max(1, schedule.everyMinutes)) })],
      });
    }

    // EventBridge's DLQ only sees delivery failures: once Lambda has accepted an event, a handler
    // error is retried by Lambda and then lands here instead of being dropped.
    for (const [name, fn] of Object.entries<IFunction>(workers)) {
      const failures = new DeadLetterQueue(this, `${name}-Failures`, { description: `Worker ${name}` });
      fn.configureAsyncInvoke({ retryAttempts: WORKER_HANDLER_RETRIES, onFailure: new SqsDestination(failures.queue) });
    }
  }
}
