import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export const TOOLTIP_DELAY_MS = 700;
const GAP_PX = 8;

interface Position {
  top: number;
  left: number;
}

/**
 * A label beside its trigger, shown after hovering or focusing it for 700 ms; Escape hides it.
 * Visual only: the trigger must carry the same text as its accessible name.
 */
export function Tooltip({ label, disabled = false, children }: { label: string; disabled?: boolean; children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [position, setPosition] = useState<Position | null>(null);

  function hide() {
    clearTimeout(timer.current);
    setPosition(null);
  }

  function showSoon() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const rect = anchor.current?.getBoundingClientRect();
      if (rect) setPosition({ top: rect.top + rect.height / 2, left: rect.right + GAP_PX });
    }, TOOLTIP_DELAY_MS);
  }

  useEffect(() => hide, []);
  useEffect(() => {
    if (disabled) hide();
  }, [disabled]);
  useEffect(() => {
    if (!position) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [position]);

  if (disabled) return <>{children}</>;
  return (
    <div ref={anchor} onPointerEnter={showSoon} onPointerLeave={hide} onFocus={showSoon} onBlur={hide}>
      {children}
      {position
        ? createPortal(
            <div
              data-tooltip=""
              aria-hidden="true"
              style={{ top: position.top, left: position.left }}
              className="pointer-events-none fixed z-50 -translate-y-1/2 rounded-md bg-fg px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-page shadow-lg"
            >
              {label}
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}
