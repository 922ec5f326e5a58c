import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { addUserToGroup } from '../adapters/cognito';
import { createAccount } from '../data/profiles';
import { findSignUpClaim } from '../data/studio-codes';
import { completeSignUp, normalizeEmail } from '../domain/accounts/sign-up';
import { triggerHandler } from './trigger-handler';

/** The pool is named by the event, not the environment: the pool names this function, so the reverse would be a cycle. */
export const handler = triggerHandler<PostConfirmationTriggerEvent>(async (event) => {
  // A confirmed password reset fires this trigger too; only a confirmed sign-up makes an account.
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  await completeSignUp(
    { userId: attributes.sub!, email: normalizeEmail(attributes.email) || null, fullName: attributes.name ?? '' },
    {
      findClaim: findSignUpClaim,
      createAccount,
      addToGroup: (role) => addUserToGroup(event.userPoolId, event.userName, role),
      now: () => new Date(),
    },
  );
  return event;
});
