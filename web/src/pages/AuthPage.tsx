import type { FormEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { buttonClasses } from '../components/button-styles';
import { Tabs, type TabItem } from '../components/Tabs';
import { TextField } from '../components/TextField';
import { SiteHeader } from '../components/SiteHeader';
import { usePageTitle } from '../components/usePageTitle';

type AuthTab = 'sign-in' | 'sign-up';

export const AUTH_TAB_PARAM = 'tab';
export const SIGN_IN_ARRIVING_MESSAGE = 'Sign-in is arriving soon. Accounts open in the next release.';
export const PASSWORD_MIN_LENGTH = 6;

function AuthForm({ submitLabel, children }: { submitLabel: string; children: ReactNode }) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    toast.info(SIGN_IN_ARRIVING_MESSAGE);
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
      <button type="submit" className={buttonClasses('primary', 'lg', 'mt-2 w-full')}>
        {submitLabel}
      </button>
    </form>
  );
}

const TABS: readonly TabItem<AuthTab>[] = [
  {
    key: 'sign-in',
    label: 'Sign In',
    panel: (
      <AuthForm submitLabel="Sign In">
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
      </AuthForm>
    ),
  },
  {
    key: 'sign-up',
    label: 'Sign Up',
    panel: (
      <AuthForm submitLabel="Sign Up">
        <TextField label="Full Name" name="fullName" autoComplete="name" required />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
        />
        <TextField
          label="Studio Code"
          optional
          name="studioCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </AuthForm>
    ),
  },
];

export default function AuthPage() {
  usePageTitle('Sign In');
  const [params, setParams] = useSearchParams();
  const selected: AuthTab = params.get(AUTH_TAB_PARAM) === 'sign-up' ? 'sign-up' : 'sign-in';

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-12">
        <h1 className="text-center text-3xl font-bold tracking-tight text-fg">Welcome to Greenroom</h1>
        <p role="note" className="mt-4 rounded-md border border-line bg-surface p-3 text-center text-sm text-muted">
          {SIGN_IN_ARRIVING_MESSAGE}
        </p>
        <div className="mt-8 rounded-xl border border-line bg-surface p-6">
          <Tabs
            label="Sign in or sign up"
            items={TABS}
            selected={selected}
            onSelect={(tab) => setParams({ [AUTH_TAB_PARAM]: tab }, { replace: true })}
          />
        </div>
      </main>
    </div>
  );
}
