import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH, validatePasswordChange } from '../../auth/auth-validation';
import { changePassword } from '../../auth/cognito';
import { passes, useAuthAction } from '../../auth/useAuthAction';
import { readForm } from '../../components/form-data';
import { Panel } from '../../components/Panel';
import { PasswordField } from '../../components/PasswordField';
import { SubmitButton } from '../../components/SubmitButton';


export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';

export function ChangePasswordForm() {
  const { pending, run } = useAuthAction();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const result = validatePasswordChange(readForm(event, ['oldPassword', 'newPassword']));
    if (!passes(result)) return;
    void run(async () => {
      await changePassword(result.value.oldPassword, result.value.newPassword);
      form.reset();
      toast.success(PASSWORD_CHANGED_MESSAGE);
    });
  }

  return (
    <Panel title="Change Password" description={`Your new password needs at least ${PASSWORD_MIN_LENGTH} characters.`}>
      <form noValidate aria-label="Change Password" onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        <PasswordField label="Current Password" name="oldPassword" purpose="current" />
        <PasswordField label="New Password" name="newPassword" purpose="new" />
        <SubmitButton pending={pending} pendingLabel="Changing password..." className="self-start">
          Change Password
        </SubmitButton>
      </form>
    </Panel>
  );
}
