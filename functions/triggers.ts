import type { Capability } from './capabilities';

/**
 * Cognito user-pool triggers, declared once: CDK attaches them to the pool, the local cloud tells
 * cognito-local to invoke them through its Lambda endpoint.
 */
export interface TriggerDef {
  entry: string;
  /** The trigger's name as Cognito (and cognito-local's TriggerFunctions) spells it. */
  cognitoTrigger: 'PreSignUp' | 'PostConfirmation' | 'CustomMessage';
  description: string;
  needs: readonly Capability[];
}

export const authTriggers = {
  preSignUp: {
    entry: 'functions/triggers/pre-sign-up.ts',
    cognitoTrigger: 'PreSignUp',
    description: 'Checks sign-up fields and claims the studio code atomically',
    needs: ['table.write'],
  },
  postConfirmation: {
    entry: 'functions/triggers/post-confirmation.ts',
    cognitoTrigger: 'PostConfirmation',
    description: 'Creates the profile, the student role and the starting credits',
    needs: ['table.write', 'users.admin'],
  },
} as const satisfies Record<string, TriggerDef>;

export type TriggerName = keyof typeof authTriggers;
