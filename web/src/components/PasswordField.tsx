import type { InputHTMLAttributes } from 'react';
import { PASSWORD_MIN_LENGTH } from '../auth/auth-validation';
import { TextField } from './TextField';

/** A required password input: the current password, or a new one (with the minimum length). */
export function PasswordField({
  label,
  name,
  purpose,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; purpose: 'current' | 'new' }) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={`${purpose}-password`}
      minLength={purpose === 'new' ? PASSWORD_MIN_LENGTH : undefined}
      required
      {...input}
    />
  );
}
