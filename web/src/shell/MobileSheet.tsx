import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseButton } from './CloseButton';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the panel. */
function trapFocus(event: KeyboardEvent<HTMLElement>, panel: HTMLElement) {
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * An off-canvas panel from the left (a modal dialog): Escape, the close button or a tap outside
 * closes it; focus stays inside while open and returns to where it was afterwards.
 */
export function MobileSheet({
  id,
  label,
  width,
  onClose,
  children,
}: {
  id: string;
  label: string;
  width: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => returnFocusTo?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && panel.current) {
      trapFocus(event, panel.current);
    }
  }

  return (
    <div className="fixed inset-0 z-40">
      <div className="absolute inset-0 bg-black/60" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        style={{ width }}
        onKeyDown={onKeyDown}
        className="absolute inset-y-0 left-0 max-w-[85vw] border-r border-line shadow-xl"
      >
        {children}
        <CloseButton label="Close navigation" onClick={onClose} buttonRef={closeButton} className="absolute top-2.5 right-2" />
      </div>
    </div>
  );
}
