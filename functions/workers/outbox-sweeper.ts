import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { pendingOutboxEvents, publishCommitted } from '../data/outbox';
import { logger } from '../lib/logger';

/** Events younger than this may still be on their way from the request that wrote them. */
const GRACE_MS = 60_000;

export async function sweepOutbox(now = new Date()): Promise<{ published: number; failed: number }> {
  const pending = await pendingOutboxEvents(new Date(now.getTime() - GRACE_MS));
  let published = 0;
  for (const event of pending) {
    if (await publishCommitted([event])) published++;
  }
  if (pending.length) logger.info('Outbox swept', { published, failed: pending.length - published });
  return { published, failed: pending.length - published };
}

export const handler = middy(async () => {
  await sweepOutbox();
}).use(injectLambdaContext(logger, { resetKeys: true }));
