import type { FormEvent } from 'react';
import { validateCode } from '../auth/auth-validation';
import { passes } from '../auth/useAuthAction';
import { readForm } from './form-data';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

/** Asks for a six-digit one-time code (email confirmation or authenticator app) and checks its shape. */
export function CodeForm({
  label,
  codeLabel,
  submitLabel,
  pending,
  onCode,
}: {
  /** The form's accessible name. */
  label: string;
  codeLabel: string;
  submitLabel: string;
  pending: boolean;
  onCode: (code: string) => void;
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateCode(readForm(event, ['code']).code);
    if (passes(result)) onCode(result.value);
  }
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={codeLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        spellCheck={false}
        required
      />
      <SubmitButton pending={pending} pendingLabel="Checking...">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
