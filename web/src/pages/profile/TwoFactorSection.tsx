import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { disableTotp, enableTotp, isTotpEnabled, startTotpSetup } from '../../auth/cognito';
import { useAuthAction } from '../../auth/useAuthAction';
import { buttonClasses } from '../../components/button-styles';
import { Panel } from '../../components/Panel';
import { PRODUCT_NAME } from '../../components/page-meta';
import { useSignedInUser } from '../../session';
import { TotpSetup, type TotpSetupDetails } from './TotpSetup';

export const TOTP_ENABLED_MESSAGE = 'Two-factor authentication enabled';
export const TOTP_DISABLED_MESSAGE = 'Two-factor authentication disabled';

function StatusLine({ enabled }: { enabled: boolean | undefined }) {
  if (enabled === undefined) return <p className="text-sm text-muted">Checking your two-factor settings...</p>;
  return (
    <p className="text-sm text-fg">
      Status:{' '}
      <strong className={enabled ? 'text-accent-text' : undefined}>{enabled ? 'On' : 'Off'}</strong>
    </p>
  );
}

/** TOTP two-factor authentication: enable with an authenticator app, or disable. */
export function TwoFactorSection() {
  const { id, email } = useSignedInUser();
  const queryClient = useQueryClient();
  const queryKey = ['totp-enabled', id];
  const status = useQuery({ queryKey, queryFn: isTotpEnabled });
  const [setup, setSetup] = useState<TotpSetupDetails | null>(null);
  const { pending, run } = useAuthAction();
  const enabled = status.isError ? false : status.data;

  const settle = (nowEnabled: boolean, message: string) => {
    queryClient.setQueryData(queryKey, nowEnabled);
    setSetup(null);
    toast.success(message);
  };

  const begin = () =>
    run(async () => {
      const details = await startTotpSetup();
      setSetup({ secret: details.sharedSecret, uri: details.getSetupUri(PRODUCT_NAME, email).toString() });
    });
  const verify = (code: string) =>
    run(async () => {
      await enableTotp(code);
      settle(true, TOTP_ENABLED_MESSAGE);
    });
  const disable = () =>
    run(async () => {
      await disableTotp();
      settle(false, TOTP_DISABLED_MESSAGE);
    });

  return (
    <Panel
      title="Two-Factor Authentication"
      description="Add a second step at sign-in: a 6-digit code from an authenticator app."
    >
      {setup ? (
        <TotpSetup details={setup} pending={pending} onCode={verify} onCancel={() => setSetup(null)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <StatusLine enabled={enabled} />
          {enabled === undefined ? null : (
            <button
              type="button"
              onClick={enabled ? disable : begin}
              disabled={pending}
              aria-busy={pending}
              className={buttonClasses(enabled ? 'secondary' : 'primary')}
            >
              {enabled ? 'Disable Two-Factor' : 'Enable Two-Factor'}
            </button>
          )}
        </div>
      )}
    </Panel>
  );
}
