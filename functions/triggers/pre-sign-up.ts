import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { claimStudioCode, getStudioCode, recordSignUpClaim } from '../data/studio-codes';
import { approveSignUp, readSignUpRequest } from '../domain/accounts/sign-up';
import { triggerHandler } from './trigger-handler';

/** Self sign-up only: users an admin creates or a federated sign-in bring no form to check. */
export const handler = triggerHandler<PreSignUpTriggerEvent>(async (event) => {
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  const request = readSignUpRequest(event.request.userAttributes, event.request.clientMetadata);
  await approveSignUp(request, { claimStudioCode, getStudioCode, recordClaim: recordSignUpClaim, now: () => new Date() });
  return event;
});
