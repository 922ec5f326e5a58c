import { describe, expect, it } from 'vitest';
import {
  CODE_FORMAT_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  validateCode,
  validatePasswordChange,
  validateSignIn,
  validateSignUp,
} from '../../../web/src/auth/auth-validation';

const signUp = { fullName: '  Ada Lovelace ', email: ' Ada@Example.com ', password: 'secret', studioCode: '' };

describe('sign-up checks', () => {
  it.each([
    ['fullName', '  '],
    ['email', '  '],
    ['password', ''],
  ])('needs %s', (field, blank) => {
    expect(validateSignUp({ ...signUp, [field]: blank })).toEqual({ ok: false, message: REQUIRED_FIELDS_MESSAGE });
  });

  it('needs a password of at least 6 characters', () => {
    expect(validateSignUp({ ...signUp, password: '12345' })).toEqual({ ok: false, message: PASSWORD_TOO_SHORT_MESSAGE });
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Password must be at least 6 characters');
  });

  it('trims the name and email and leaves out a blank studio code', () => {
    expect(validateSignUp({ ...signUp, studioCode: '   ' })).toEqual({
      ok: true,
      value: { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'secret' },
    });
  });

  it('trims and uppercases the studio code', () => {
    const result = validateSignUp({ ...signUp, studioCode: ' stage2026 ' });
    expect(result.ok && result.value.studioCode).toBe('STAGE2026');
  });
});

describe('other auth checks', () => {
  it('sign-in needs email and password', () => {
    expect(validateSignIn({ email: ' ', password: 'x' })).toEqual({ ok: false, message: REQUIRED_FIELDS_MESSAGE });
    expect(validateSignIn({ email: 'a@b.c', password: '' })).toEqual({ ok: false, message: REQUIRED_FIELDS_MESSAGE });
    expect(validateSignIn({ email: ' A@B.c', password: ' pw ' })).toEqual({ ok: true, value: { email: 'a@b.c', password: ' pw ' } });
  });

  it('a password change needs both passwords and a long enough new one', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: 'abcdef' }).ok).toBe(false);
    expect(validatePasswordChange({ oldPassword: 'old', newPassword: 'abc' })).toEqual({ ok: false, message: PASSWORD_TOO_SHORT_MESSAGE });
    expect(validatePasswordChange({ oldPassword: 'old', newPassword: 'abcdef' }).ok).toBe(true);
  });

  it('a code is six digits; spaces are ignored', () => {
    expect(validateCode('123 456')).toEqual({ ok: true, value: '123456' });
    expect(validateCode('12345')).toEqual({ ok: false, message: CODE_FORMAT_MESSAGE });
    expect(validateCode('12a456')).toEqual({ ok: false, message: CODE_FORMAT_MESSAGE });
  });
});
