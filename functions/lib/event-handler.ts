import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import { envelopeSchema, eventCatalog, isEventName, type EventEnvelope, type EventName } from '../../events/catalog';
import { currentInvocation } from './invocation';
import { logger } from './logger';

export type Consumers = { [N in EventName]?: (envelope: EventEnvelope<N>) => Promise<void> };

/**
 * The one way to write an event worker: the detail is checked against the catalog (a consumer never
 * sees a malformed event) and handed to the consumer for its detail-type. A throw makes the bus retry,
 * then dead-letter, so a bad event is kept for inspection rather than dropped.
 */
export function eventHandler(consumers: Consumers) {
  const run = (event: EventBridgeEvent<string, unknown>, context: Context) =>
    currentInvocation.run({ name: `event ${event['detail-type']}`, requestId: context.awsRequestId }, () => dispatch(event));
  const dispatch = async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const name = event['detail-type'];
    const consume = isEventName(name) ? consumers[name] : undefined;
    if (!isEventName(name) || !consume) throw new Error(`No consumer for event ${name}`);
    const envelope = envelopeSchema.parse(event.detail);
    const data = eventCatalog[name].schema.parse(envelope.data);
    logger.appendKeys({ eventId: envelope.eventId, eventName: name });
    await (consume as (envelope: EventEnvelope) => Promise<void>)({ ...envelope, data });
  };
  return middy(run).use(injectLambdaContext(logger, { resetKeys: true }));
}
