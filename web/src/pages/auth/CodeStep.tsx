import type { ReactNode } from 'react';
import { CodeForm } from '../../components/CodeForm';

/** One step that asks for a six-digit code: the email confirmation, or the authenticator app's code. */
export function CodeStep({
  title,
  description,
  codeLabel,
  submitLabel,
  pending,
  onCode,
  children,
}: {
  title: string;
  description: ReactNode;
  codeLabel: string;
  submitLabel: string;
  pending: boolean;
  onCode: (code: string) => void;
  /** Further actions under the form (resend, start over). */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="code-step-title" className="flex flex-col gap-4">
      <h2 id="code-step-title" className="text-xl font-semibold text-fg">
        {title}
      </h2>
      <p className="text-sm text-muted">{description}</p>
      <CodeForm label={title} codeLabel={codeLabel} submitLabel={submitLabel} pending={pending} onCode={onCode} />
      <div className="flex flex-wrap items-center justify-between gap-2">{children}</div>
    </section>
  );
}
