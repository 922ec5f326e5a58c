import type { ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';

/** A form's submit button; while `pending` it is disabled and shows `pendingLabel`. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  variant = 'primary',
  size = 'lg',
  className = 'w-full',
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending} className={buttonClasses(variant, size, className)}>
      {pending ? pendingLabel : children}
    </button>
  );
}
