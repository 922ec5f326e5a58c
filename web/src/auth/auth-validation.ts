import { PASSWORD_MIN_LENGTH } from '../shared/accounts';

/** Browser-side checks of the auth forms, before anything is sent. */
export { PASSWORD_MIN_LENGTH };
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const CODE_FORMAT_MESSAGE = 'Please enter the 6-digit code';

export type Validated<T> = { ok: true; value: T } | { ok: false; message: string };

export interface SignInRequest {
  email: string;
  password: string;
}

export interface SignUpRequest extends SignInRequest {
  fullName: string;
  /** Trimmed and uppercased; absent when the user gave none. */
  studioCode?: string;
}

export interface PasswordChangeRequest {
  oldPassword: string;
  newPassword: string;
}

const fail = (message: string): Validated<never> => ({ ok: false, message });
const pass = <T>(value: T): Validated<T> => ({ ok: true, value });
const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function validateSignIn(fields: { email: string; password: string }): Validated<SignInRequest> {
  const email = normalizeEmail(fields.email);
  if (!email || !fields.password) return fail(REQUIRED_FIELDS_MESSAGE);
  return pass({ email, password: fields.password });
}

export function validateSignUp(fields: {
  fullName: string;
  email: string;
  password: string;
  studioCode: string;
}): Validated<SignUpRequest> {
  const fullName = fields.fullName.trim();
  const email = normalizeEmail(fields.email);
  if (!fullName || !email || !fields.password) return fail(REQUIRED_FIELDS_MESSAGE);
  if (fields.password.length < PASSWORD_MIN_LENGTH) return fail(PASSWORD_TOO_SHORT_MESSAGE);
  const studioCode = fields.studioCode.trim().toUpperCase();
  return pass({ fullName, email, password: fields.password, ...(studioCode ? { studioCode } : {}) });
}

export function validatePasswordChange(fields: PasswordChangeRequest): Validated<PasswordChangeRequest> {
  if (!fields.oldPassword || !fields.newPassword) return fail(REQUIRED_FIELDS_MESSAGE);
  if (fields.newPassword.length < PASSWORD_MIN_LENGTH) return fail(PASSWORD_TOO_SHORT_MESSAGE);
  return pass(fields);
}

/** A one-time code: six digits; spaces the user typed are ignored. */
export function validateCode(code: string): Validated<string> {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? pass(digits) : fail(CODE_FORMAT_MESSAGE);
}
