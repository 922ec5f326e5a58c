import { QRCodeSVG } from 'qrcode.react';
import { buttonClasses } from '../../components/button-styles';
import { CodeForm } from '../../components/CodeForm';
import { SetupKey } from './SetupKey';

export interface TotpSetupDetails {
  /** The key to type into an authenticator app by hand. */
  secret: string;
  /** The otpauth:// URI the QR code carries. */
  uri: string;
}

/** Scan (or type) the key into an authenticator app, then prove it with the first code. */
export function TotpSetup({
  details,
  pending,
  onCode,
  onCancel,
}: {
  details: TotpSetupDetails;
  pending: boolean;
  onCode: (code: string) => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted">
        <li>Scan the QR code with an authenticator app (such as Google Authenticator, 1Password or Authy).</li>
        <li>Or enter the setup key in the app by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <div className="self-center rounded-lg bg-white p-3 sm:self-start">
          <QRCodeSVG value={details.uri} size={168} marginSize={0} role="img" aria-label="QR code for your authenticator app" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <SetupKey secret={details.secret} />
          <CodeForm
            label="Verify two-factor setup"
            codeLabel="Verification Code"
            submitLabel="Verify and Enable"
            pending={pending}
            onCode={onCode}
          />
          <button type="button" onClick={onCancel} disabled={pending} className={buttonClasses('secondary', 'lg', 'w-full')}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
