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
import type { TriggerDef } from '../../functions/triggers';
import { acknowledge } from './nag';
import { PASSWORD_MIN_LENGTH } from '../../functions/domain/accounts/password';

const triggerOperations: Record<TriggerDef['cognitoTrigger'], UserPoolOperation> = {
  PreSignUp: UserPoolOperation.PRE_SIGN_UP,
  PostConfirmation: UserPoolOperation.POST_CONFIRMATION,
  CustomMessage: UserPoolOperation.CUSTOM_MESSAGE,
};

/** Cognito: who the users are. Roles are the groups admin, instructor and student. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string) {
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
        minLength: PASSWORD_MIN_LENGTH,
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

    this.client = this.userPool.addClient('WebClient', {
      // USER_PASSWORD_AUTH is what the local Cognito twin supports; SRP is what Amplify uses in the cloud.
      authFlows: { userPassword: true, userSrp: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
      disableOAuth: true,
    });

    acknowledge(this.userPool, {
      COG1: `Password rules are a product decision: at least ${PASSWORD_MIN_LENGTH} characters, no composition rules (spec).`,
      COG2: 'MFA is optional per user by product decision; TOTP is offered to everyone who wants it.',
      COG8: 'The Plus feature plan (threat protection) is not justified at launch; revisit with real traffic.',
    });
  }

  /**
   * Has Cognito call a function at a point of sign-up or sign-in. The function must not name the
   * pool (its id, ARN or client): the pool names the function, so that would be a cycle.
   */
  addTrigger(cognitoTrigger: TriggerDef['cognitoTrigger'], fn: IFunction): void {
    this.userPool.addTrigger(triggerOperations[cognitoTrigger], fn);
  }
}
