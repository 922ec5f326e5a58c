import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { SignInRequest, SignUpRequest } from '../../auth/auth-validation';
import type { SignInOutput } from '../../auth/cognito';
import { useAuthAction } from '../../auth/useAuthAction';
import { useSession } from '../../session';

/** Where the auth page is: the tabs, the email confirmation after sign-up, or the TOTP code. */
export type AuthStep =
  | { kind: 'credentials' }
  | { kind: 'confirm-sign-up'; credentials: SignInRequest }
  | { kind: 'totp' };

export const UNSUPPORTED_STEP_MESSAGE = 'This sign-in step is not supported yet. Please contact support.';
export const EMAIL_CONFIRMED_MESSAGE = 'Email confirmed! Signing you in...';
export const codeResentMessage = (email: string) => `We sent a new code to ${email}`;

const CREDENTIALS: AuthStep = { kind: 'credentials' };

/** Amplify loads after the page has painted, so /auth's first paint never waits for it. */
const cognito = () => import('../../auth/cognito');

const isAlreadySignedIn = (error: unknown) => error instanceof Error && error.name === 'UserAlreadyAuthenticatedException';

/**
 * The sign-in and sign-up flow. Once Cognito says the user is signed in, the session is read again;
 * the route guard then takes a signed-in user to the dashboard.
 */
export function useAuthFlow() {
  const { refresh } = useSession();
  const [step, setStep] = useState<AuthStep>(CREDENTIALS);
  const { pending, run } = useAuthAction();
  useEffect(() => {
    void cognito().catch(() => undefined);
  }, []);

  async function continueSignIn(output: SignInOutput, credentials: SignInRequest | null): Promise<void> {
    const next = output.nextStep.signInStep;
    if (next === 'DONE') return refresh();
    if (next === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return setStep({ kind: 'totp' });
    if (next === 'CONFIRM_SIGN_UP' && credentials) {
      await (await cognito()).resendConfirmationCode(credentials.email);
      return setStep({ kind: 'confirm-sign-up', credentials });
    }
    toast.error(UNSUPPORTED_STEP_MESSAGE);
  }

  async function signInWith(credentials: SignInRequest): Promise<void> {
    try {
      const { signInWithPassword } = await cognito();
      await continueSignIn(await signInWithPassword(credentials.email, credentials.password), credentials);
    } catch (error) {
      if (!isAlreadySignedIn(error)) throw error;
      await refresh();
    }
  }

  return {
    step,
    pending,
    signIn: (credentials: SignInRequest) => run(() => signInWith(credentials)),
    signUp: (request: SignUpRequest) =>
      run(async () => {
        const { nextStep } = await (await cognito()).signUpWithEmail(request);
        const credentials = { email: request.email, password: request.password };
        if (nextStep.signUpStep === 'DONE') return signInWith(credentials);
        setStep({ kind: 'confirm-sign-up', credentials });
      }),
    confirmSignUp: (credentials: SignInRequest, code: string) =>
      run(async () => {
        await (await cognito()).confirmSignUpWithCode(credentials.email, code);
        toast.success(EMAIL_CONFIRMED_MESSAGE);
        await signInWith(credentials);
      }),
    resendCode: (email: string) =>
      run(async () => {
        await (await cognito()).resendConfirmationCode(email);
        toast.success(codeResentMessage(email));
      }),
    confirmTotp: (code: string) => run(async () => continueSignIn(await (await cognito()).confirmSignInWithCode(code), null)),
    startOver: () => setStep(CREDENTIALS),
  };
}

export type AuthFlow = ReturnType<typeof useAuthFlow>;
