import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  UserPool,
  type UserPoolClient,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { ROLES } from '../../functions/capabilities';
import { acknowledge } from './nag';

export interface AuthTriggers {
  /** Checks the studio code before the user is created. */
  readonly preSignUp?: IFunction;
  /** Creates the profile, role, credits and referral records once the email is verified. */
  readonly postConfirmation?: IFunction;
}

export interface AuthProps {
  /**
   * Cognito triggers. A trigger function must not take the pool's id or ARN from this construct
   * (pool → trigger → pool is a dependency cycle): it reads `event.userPoolId` instead.
   */
  readonly triggers?: AuthTriggers;
}

const triggerOperations: Record<keyof AuthTriggers, UserPoolOperation> = {
  preSignUp: UserPoolOperation.PRE_SIGN_UP,
  postConfirmation: UserPoolOperation.POST_CONFIRMATION,
};

/** Cognito: who the users are. Roles are the groups admin, instructor and student. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps = {}) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // The product asks for six characters and nothing more (spec: sign-up form).
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const role of ROLES) {
      this.userPool.addGroup(`${role}Group`, { groupName: role });
    }

    for (const [name, fn] of Object.entries(props.triggers ?? {})) {
      if (fn) this.userPool.addTrigger(triggerOperations[name as keyof AuthTriggers], fn);
    }

    this.client = this.userPool.addClient('WebClient', {
      // USER_PASSWORD_AUTH is what the local Cognito twin supports; SRP is what Amplify uses in the cloud.
      authFlows: { userPassword: true, userSrp: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
      disableOAuth: true,
    });

    acknowledge(this.userPool, {
      COG1: 'Password rules are a product decision: at least 6 characters, no composition rules (spec).',
      COG2: 'MFA is optional per user by product decision; TOTP is offered to everyone who wants it.',
      COG8: 'The Plus feature plan (threat protection) is not justified at launch; revisit with real traffic.',
    });
  }
}
