import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context } from 'aws-lambda';
import { SIGN_UP_FAILED, SignUpRejected } from '../domain/accounts/sign-up';
import { logger } from '../lib/logger';

/**
 * The one way to write a Cognito trigger. Cognito shows a thrown error's message to the person
 * signing up ("PreSignUp failed with error <message>."), so only rejections meant for them keep
 * their text; anything else is logged and reads as a generic failure.
 */
export function triggerHandler<E extends { triggerSource: string }>(run: (event: E) => Promise<E>) {
  const handle = async (event: E, _context: Context): Promise<E> => {
    try {
      return await run(event);
    } catch (error) {
      if (error instanceof SignUpRejected) throw error;
      logger.error('Trigger failed', { error: error as Error, triggerSource: event.triggerSource });
      throw new Error(SIGN_UP_FAILED);
    }
  };
  return middy(handle).use(injectLambdaContext(logger, { resetKeys: true }));
}
