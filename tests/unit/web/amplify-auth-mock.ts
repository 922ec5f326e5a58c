import { vi } from 'vitest';

/** Stand-ins for 'aws-amplify/auth': `vi.mock('aws-amplify/auth', () => import('./amplify-auth-mock'))`. */
const mocks = {
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  signUp: vi.fn(),
  confirmSignUp: vi.fn(),
  resendSignUpCode: vi.fn(),
  signOut: vi.fn(),
  fetchAuthSession: vi.fn(),
  setUpTOTP: vi.fn(),
  verifyTOTPSetup: vi.fn(),
  updateMFAPreference: vi.fn(),
  fetchMFAPreference: vi.fn(),
  updatePassword: vi.fn(),
};

export const {
  signIn,
  confirmSignIn,
  signUp,
  confirmSignUp,
  resendSignUpCode,
  signOut,
  fetchAuthSession,
  setUpTOTP,
  verifyTOTPSetup,
  updateMFAPreference,
  fetchMFAPreference,
  updatePassword,
} = mocks;

export function resetAmplifyAuthMocks(): void {
  Object.values(mocks).forEach((mock) => mock.mockReset());
}

export const signedInStep = { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
