/**
 * Every Amplify Auth call the app makes, each after Amplify is configured. Pages import this
 * module lazily (it carries Amplify), never 'aws-amplify/auth' directly.
 */
import {
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchMFAPreference,
  resendSignUpCode,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
  type SignInOutput,
  type SignUpOutput,
} from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from './amplify';
import type { SignUpRequest } from './auth-validation';

export type { SignInOutput, SignUpOutput };

async function configured<T>(call: () => Promise<T>): Promise<T> {
  await ensureAmplifyConfigured();
  return call();
}

/** cognito-local has no SRP, so both clouds use the plain password flow. */
export const AUTH_FLOW = 'USER_PASSWORD_AUTH';

export const signInWithPassword = (email: string, password: string) =>
  configured(() => signIn({ username: email, password, options: { authFlowType: AUTH_FLOW } }));

export const confirmSignInWithCode = (code: string) => configured(() => confirmSignIn({ challengeResponse: code }));

export const signUpWithEmail = ({ fullName, email, password, studioCode }: SignUpRequest) =>
  configured(() =>
    signUp({
      username: email,
      password,
      options: {
        userAttributes: { email, name: fullName },
        ...(studioCode ? { clientMetadata: { studioCode } } : {}),
      },
    }),
  );

export const confirmSignUpWithCode = (email: string, code: string) =>
  configured(() => confirmSignUp({ username: email, confirmationCode: code }));

export const resendConfirmationCode = (email: string) => configured(() => resendSignUpCode({ username: email }));

export const signOutEverywhere = () => configured(() => signOut());

export const loadAuthSession = () => configured(() => fetchAuthSession());

export const startTotpSetup = () => configured(() => setUpTOTP());

/** Checks the first code from the authenticator app, then makes TOTP the preferred second factor. */
export const enableTotp = (code: string) =>
  configured(async () => {
    await verifyTOTPSetup({ code });
    await updateMFAPreference({ totp: 'PREFERRED' });
  });

export const disableTotp = () => configured(() => updateMFAPreference({ totp: 'DISABLED' }));

export const isTotpEnabled = () =>
  configured(async () => (await fetchMFAPreference()).enabled?.includes('TOTP') ?? false);

export const changePassword = (oldPassword: string, newPassword: string) =>
  configured(() => updatePassword({ oldPassword, newPassword }));
