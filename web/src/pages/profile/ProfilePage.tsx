import { ShellPage } from '../../shell/ShellPage';
import { AccountDetails } from './AccountDetails';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TwoFactorSection } from './TwoFactorSection';

export default function ProfilePage() {
  return (
    <ShellPage title="Profile" intro="Your account and its security.">
      <div className="flex max-w-3xl flex-col gap-6">
        <AccountDetails />
        <TwoFactorSection />
        <ChangePasswordForm />
      </div>
    </ShellPage>
  );
}
