import type { FormEvent } from 'react';
import { validateSignIn, type SignInRequest } from '../../auth/auth-validation';
import { passes } from '../../auth/useAuthAction';
import { readForm } from '../../components/form-data';
import { PasswordField } from '../../components/PasswordField';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';

export function SignInForm({ pending, onSignIn }: { pending: boolean; onSignIn: (request: SignInRequest) => void }) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateSignIn(readForm(event, ['email', 'password']));
    if (passes(result)) onSignIn(result.value);
  }
  return (
    <form noValidate aria-label="Sign in" onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <PasswordField label="Password" name="password" purpose="current" />
      <SubmitButton pending={pending} pendingLabel="Signing in..." className="mt-2 w-full">
        Sign In
      </SubmitButton>
    </form>
  );
}
