import { describe, expect, it } from 'vitest';
import { cleanAuthError, GENERIC_AUTH_ERROR } from '../../../web/src/auth/auth-errors';

describe('cleanAuthError', () => {
  it.each([
    ['PreSignUp failed with error Invalid studio code.', 'Invalid studio code'],
    ['PreSignUp failed with error This studio code has expired.', 'This studio code has expired'],
    ['PostConfirmation failed with error Could not create profile.', 'Could not create profile'],
    ['greenroom-local-preSignUp failed with error This studio code is no longer active.', 'This studio code is no longer active'],
  ])('removes the trigger prefix and the added full stop: %s', (raw, clean) => {
    expect(cleanAuthError(new Error(raw))).toBe(clean);
  });

  it('passes other server messages through as given', () => {
    expect(cleanAuthError(new Error('Incorrect username or password.'))).toBe('Incorrect username or password.');
    expect(cleanAuthError({ name: 'UsernameExistsException', message: 'User already exists' })).toBe('User already exists');
    expect(cleanAuthError('Password must be at least 6 characters')).toBe('Password must be at least 6 characters');
  });

  it('falls back to a generic message when there is none', () => {
    expect(cleanAuthError(new Error(''))).toBe(GENERIC_AUTH_ERROR);
    expect(cleanAuthError(undefined)).toBe(GENERIC_AUTH_ERROR);
    expect(cleanAuthError({ code: 42 })).toBe(GENERIC_AUTH_ERROR);
    expect(cleanAuthError(new Error('PreSignUp failed with error .'))).toBe(GENERIC_AUTH_ERROR);
  });
});
