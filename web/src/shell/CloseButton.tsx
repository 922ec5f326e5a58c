import type { Ref } from 'react';
import { CloseIcon } from './shell-icons';

/** A square × button; `label` names what it closes. Position it with `className`. */
export function CloseButton({
  label,
  onClick,
  className,
  buttonRef,
}: {
  label: string;
  onClick: () => void;
  className: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-text ${className}`}
    >
      <CloseIcon className="size-5" />
    </button>
  );
}
