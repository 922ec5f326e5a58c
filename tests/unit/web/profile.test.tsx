// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as auth from './amplify-auth-mock';
import { backendWith, meFor, renderApp, SIGNED_IN_USER, stubMe } from './helpers';

vi.mock('aws-amplify/auth', () => import('./amplify-auth-mock'));
vi.mock('../../../web/src/auth/amplify', () => ({ ensureAmplifyConfigured: () => Promise.resolve() }));

async function renderProfile() {
  stubMe(meFor(SIGNED_IN_USER));
  renderApp('/profile', backendWith(SIGNED_IN_USER));
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return screen.getByRole('region', { name: 'Two-Factor Authentication' });
}

beforeEach(() => {
  auth.resetAmplifyAuthMocks();
  auth.fetchMFAPreference.mockResolvedValue({});
  auth.updateMFAPreference.mockResolvedValue(undefined);
});

describe('profile', () => {
  it('shows the name and email', async () => {
    await renderProfile();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account.textContent).toContain('Ada Lovelace');
    expect(account.textContent).toContain('ada@example.com');
    // Page metadata is applied from an effect, which may land just after the text it waits on.
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow'));
  });
});

describe('two-factor authentication', () => {
  it('enables TOTP: QR code and setup key, then the first code makes TOTP preferred', async () => {
    const getSetupUri = vi.fn((app: string, account: string) => new URL(`otpauth://totp/${app}:${account}?secret=ABCDEF&issuer=${app}`));
    auth.setUpTOTP.mockResolvedValue({ sharedSecret: 'ABCDEF', getSetupUri });
    auth.verifyTOTPSetup.mockResolvedValue(undefined);
    const section = await renderProfile();
    expect(await within(section).findByText('Off')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Enable Two-Factor' }));
    expect(((await within(section).findByLabelText('Setup key')) as HTMLInputElement).value).toBe('ABCDEF');
    expect(within(section).getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(getSetupUri).toHaveBeenCalledWith('Greenroom', 'ada@example.com');

    fireEvent.change(within(section).getByLabelText('Verification Code'), { target: { value: '123456' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Verify and Enable' }));
    expect(await screen.findByText('Two-factor authentication enabled')).toBeTruthy();
    expect(auth.verifyTOTPSetup).toHaveBeenCalledWith({ code: '123456' });
    expect(auth.updateMFAPreference).toHaveBeenCalledWith({ totp: 'PREFERRED' });
    expect(within(section).getByText('On')).toBeTruthy();
  });

  it('disables TOTP when it is on', async () => {
    auth.fetchMFAPreference.mockResolvedValue({ enabled: ['TOTP'], preferred: 'TOTP' });
    const section = await renderProfile();
    fireEvent.click(await within(section).findByRole('button', { name: 'Disable Two-Factor' }));
    expect(await screen.findByText('Two-factor authentication disabled')).toBeTruthy();
    expect(auth.updateMFAPreference).toHaveBeenCalledWith({ totp: 'DISABLED' });
    expect(within(section).getByRole('button', { name: 'Enable Two-Factor' })).toBeTruthy();
  });

  it('a wrong code shows the server message and keeps the setup open', async () => {
    auth.setUpTOTP.mockResolvedValue({ sharedSecret: 'ABCDEF', getSetupUri: () => new URL('otpauth://totp/x') });
    auth.verifyTOTPSetup.mockRejectedValue(Object.assign(new Error('Code mismatch'), { name: 'EnableSoftwareTokenMFAException' }));
    const section = await renderProfile();
    fireEvent.click(await within(section).findByRole('button', { name: 'Enable Two-Factor' }));
    fireEvent.change(await within(section).findByLabelText('Verification Code'), { target: { value: '000000' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Verify and Enable' }));
    expect(await screen.findByText('Code mismatch')).toBeTruthy();
    expect(auth.updateMFAPreference).not.toHaveBeenCalled();
    expect(within(section).getByLabelText('Setup key')).toBeTruthy();
  });
});

describe('change password', () => {
  function submit(oldPassword: string, newPassword: string) {
    const form = screen.getByRole('form', { name: 'Change Password' });
    fireEvent.change(within(form).getByLabelText('Current Password'), { target: { value: oldPassword } });
    fireEvent.change(within(form).getByLabelText('New Password'), { target: { value: newPassword } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
  }

  it('needs a new password of at least 6 characters', async () => {
    await renderProfile();
    submit('greenroom-demo', 'short');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(auth.updatePassword).not.toHaveBeenCalled();
  });

  it('changes the password through Cognito', async () => {
    auth.updatePassword.mockResolvedValue(undefined);
    await renderProfile();
    submit('greenroom-demo', 'a-better-one');
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(auth.updatePassword).toHaveBeenCalledWith({ oldPassword: 'greenroom-demo', newPassword: 'a-better-one' });
  });
});
