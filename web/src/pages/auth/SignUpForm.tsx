import type { FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, validateSignUp, type SignUpRequest } from '../../auth/auth-validation';
import { passes } from '../../auth/useAuthAction';
import { readForm } from '../../components/form-data';
import { PasswordField } from '../../components/PasswordField';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';

const FIELDS = ['fullName', 'email', 'password', 'studioCode'] as const;

export function SignUpForm({ pending, onSignUp }: { pending: boolean; onSignUp: (request: SignUpRequest) => void }) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateSignUp(readForm(event, FIELDS));
    if (passes(result)) onSignUp(result.value);
  }
  return (
    <form noValidate aria-label="Sign up" onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField label="Full Name" name="fullName" autoComplete="name" required />
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <PasswordField label="Password" name="password" purpose="new" aria-describedby="sign-up-password-hint" />
      <p id="sign-up-password-hint" className="-mt-2 text-sm text-muted">
        At least {PASSWORD_MIN_LENGTH} characters.
      </p>
      <TextField
        label="Studio Code"
        optional
        name="studioCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <SubmitButton pending={pending} pendingLabel="Creating account..." className="mt-2 w-full">
        Sign Up
      </SubmitButton>
    </form>
  );
}
