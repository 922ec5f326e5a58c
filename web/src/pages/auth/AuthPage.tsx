import { useSearchParams } from 'react-router-dom';
import { buttonClasses } from '../../components/button-styles';
import { SiteHeader } from '../../components/SiteHeader';
import { Tabs, type TabItem } from '../../components/Tabs';
import { usePageMeta } from '../../components/usePageMeta';
import { CodeStep } from './CodeStep';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { useAuthFlow, type AuthFlow } from './useAuthFlow';

type AuthTab = 'sign-in' | 'sign-up';

export const AUTH_TAB_PARAM = 'tab';

const linkButton = buttonClasses('ghost', 'md', 'px-2 text-accent-text');

function CredentialTabs({ flow }: { flow: AuthFlow }) {
  const [params, setParams] = useSearchParams();
  const selected: AuthTab = params.get(AUTH_TAB_PARAM) === 'sign-up' ? 'sign-up' : 'sign-in';
  const tabs: readonly TabItem<AuthTab>[] = [
    { key: 'sign-in', label: 'Sign In', panel: <SignInForm pending={flow.pending} onSignIn={flow.signIn} /> },
    { key: 'sign-up', label: 'Sign Up', panel: <SignUpForm pending={flow.pending} onSignUp={flow.signUp} /> },
  ];
  return (
    <Tabs
      label="Sign in or sign up"
      items={tabs}
      selected={selected}
      onSelect={(tab) => setParams({ [AUTH_TAB_PARAM]: tab }, { replace: true })}
    />
  );
}

function CurrentStep({ flow }: { flow: AuthFlow }) {
  const { step } = flow;
  const startOver = (
    <button type="button" onClick={flow.startOver} className={linkButton}>
      Back to sign in
    </button>
  );
  if (step.kind === 'confirm-sign-up') {
    const { credentials } = step;
    return (
      <CodeStep
        title="Confirm your email"
        description={
          <>
            We sent a 6-digit code to <strong className="text-fg">{credentials.email}</strong>. Enter it to finish
            creating your account.
          </>
        }
        codeLabel="Confirmation Code"
        submitLabel="Confirm Email"
        pending={flow.pending}
        onCode={(code) => flow.confirmSignUp(credentials, code)}
      >
        <button type="button" onClick={() => flow.resendCode(credentials.email)} disabled={flow.pending} className={linkButton}>
          Resend Code
        </button>
        {startOver}
      </CodeStep>
    );
  }
  if (step.kind === 'totp') {
    return (
      <CodeStep
        title="Two-Factor Authentication"
        description="Enter the 6-digit code from your authenticator app."
        codeLabel="Authentication Code"
        submitLabel="Verify"
        pending={flow.pending}
        onCode={flow.confirmTotp}
      >
        {startOver}
      </CodeStep>
    );
  }
  return <CredentialTabs flow={flow} />;
}

export default function AuthPage() {
  usePageMeta({
    title: 'Sign In',
    description: 'Sign in to Greenroom, or create your account and start your 14-day free trial. No credit card needed.',
  });
  const flow = useAuthFlow();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-12">
        <h1 className="text-center text-3xl font-bold tracking-tight text-fg">Welcome to Greenroom</h1>
        <p className="mt-2 text-center text-muted">Your acting career toolkit, in one place.</p>
        <div className="mt-8 rounded-xl border border-line bg-surface p-6">
          <CurrentStep flow={flow} />
        </div>
      </main>
    </div>
  );
}
