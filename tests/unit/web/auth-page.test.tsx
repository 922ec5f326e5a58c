// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionBackend, SessionUser } from '../../../web/src/session';
import * as auth from './amplify-auth-mock';
import { meFor, renderApp, SIGNED_IN_USER, stubMe } from './helpers';

vi.mock('aws-amplify/auth', () => import('./amplify-auth-mock'));
vi.mock('../../../web/src/auth/amplify', () => ({ ensureAmplifyConfigured: () => Promise.resolve() }));

/** Set when a mocked sign-in step completes; the session backend below then has a user. */
let signedIn = false;

/** Makes `step` (signIn or confirmSignIn) finish the sign-in. */
function completesSignIn(step: typeof auth.signIn) {
  step.mockImplementation(() => {
    signedIn = true;
    return Promise.resolve(auth.signedInStep);
  });
}

function cognitoLikeBackend(user: SessionUser = SIGNED_IN_USER): SessionBackend {
  const current = () => (signedIn ? user : null);
  return {
    load: () => Promise.resolve(current()),
    subscribe: () => () => {},
    signOut: () => Promise.resolve(),
    getIdToken: () => Promise.resolve(current() ? 'id-token' : null),
  };
}

const currentPath = () => screen.getByTestId('path').textContent;

function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByLabelText(label, { exact: false }), { target: { value } });
  }
}

async function openSignUp() {
  renderApp('/auth?tab=sign-up', cognitoLikeBackend());
  return screen.findByRole('form', { name: 'Sign up' });
}

const VALID_SIGN_UP = { 'Full Name': ' Ada Lovelace ', Email: 'ada@example.com', Password: 'secret1' };

beforeEach(() => {
  signedIn = false;
  auth.resetAmplifyAuthMocks();
  stubMe(meFor(SIGNED_IN_USER));
});

describe('sign-up form', () => {
  it('refuses blank required fields in the browser, without calling Cognito', async () => {
    const form = await openSignUp();
    fill(form, { Email: 'ada@example.com' });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('refuses a password under 6 characters, without calling Cognito', async () => {
    const form = await openSignUp();
    fill(form, { ...VALID_SIGN_UP, Password: '12345' });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('sends the name attribute and the studio code trimmed and uppercased, then confirms and signs in', async () => {
    auth.signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    auth.confirmSignUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    completesSignIn(auth.signIn);
    const form = await openSignUp();
    fill(form, { ...VALID_SIGN_UP, 'Studio Code': '  stage2026 ' });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Up' }));

    const confirm = await screen.findByRole('form', { name: 'Confirm your email' });
    expect(auth.signUp).toHaveBeenCalledWith({
      username: 'ada@example.com',
      password: 'secret1',
      options: { userAttributes: { email: 'ada@example.com', name: 'Ada Lovelace' }, clientMetadata: { studioCode: 'STAGE2026' } },
    });
    expect(screen.getByText('ada@example.com')).toBeTruthy();

    fill(confirm, { 'Confirmation Code': '123 456' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm Email' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(auth.confirmSignUp).toHaveBeenCalledWith({ username: 'ada@example.com', confirmationCode: '123456' });
    expect(auth.signIn).toHaveBeenCalledWith({
      username: 'ada@example.com',
      password: 'secret1',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it('sends no client metadata without a studio code', async () => {
    auth.signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    const form = await openSignUp();
    fill(form, VALID_SIGN_UP);
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('form', { name: 'Confirm your email' });
    expect(auth.signUp.mock.calls[0]?.[0].options).not.toHaveProperty('clientMetadata');
  });

  it("shows the trigger's message without Cognito's prefix", async () => {
    auth.signUp.mockRejectedValue(Object.assign(new Error('PreSignUp failed with error Invalid studio code.'), { name: 'UserLambdaValidationException' }));
    const form = await openSignUp();
    fill(form, { ...VALID_SIGN_UP, 'Studio Code': 'nope' });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Invalid studio code')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Sign up' })).toBeTruthy();
  });

  it('can resend the confirmation code', async () => {
    auth.signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    auth.resendSignUpCode.mockResolvedValue({});
    const form = await openSignUp();
    fill(form, VALID_SIGN_UP);
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Up' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('We sent a new code to ada@example.com')).toBeTruthy();
    expect(auth.resendSignUpCode).toHaveBeenCalledWith({ username: 'ada@example.com' });
  });
});

describe('sign-in form', () => {
  async function signIn(password = 'greenroom-demo') {
    renderApp('/auth', cognitoLikeBackend());
    const form = await screen.findByRole('form', { name: 'Sign in' });
    fill(form, { Email: 'Ada@Example.com ', Password: password });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
  }

  it('needs email and password', async () => {
    await signIn('');
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('signs in with the password flow and goes to the dashboard', async () => {
    completesSignIn(auth.signIn);
    await signIn();
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(auth.signIn).toHaveBeenCalledWith({
      username: 'ada@example.com',
      password: 'greenroom-demo',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it("shows Cognito's message when the password is wrong", async () => {
    auth.signIn.mockRejectedValue(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    await signIn();
    expect(await screen.findByText('Incorrect username or password.')).toBeTruthy();
    expect(currentPath()).toBe('/auth');
  });

  it('asks for the authenticator code when TOTP is on', async () => {
    auth.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } });
    completesSignIn(auth.confirmSignIn);
    await signIn();
    const form = await screen.findByRole('form', { name: 'Two-Factor Authentication' });
    fill(form, { 'Authentication Code': '65432' });
    fireEvent.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(auth.confirmSignIn).not.toHaveBeenCalled();

    fill(form, { 'Authentication Code': '654321' });
    fireEvent.click(within(form).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '654321' });
  });

  it('an unconfirmed account gets a new code and the confirm step', async () => {
    auth.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    auth.resendSignUpCode.mockResolvedValue({});
    await signIn();
    expect(await screen.findByRole('form', { name: 'Confirm your email' })).toBeTruthy();
    expect(auth.resendSignUpCode).toHaveBeenCalledWith({ username: 'ada@example.com' });
  });
});
