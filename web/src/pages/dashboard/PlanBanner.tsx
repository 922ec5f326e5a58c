import { useState } from 'react';
import { ButtonLink } from '../../components/ButtonLink';
import { CloseButton } from '../../shell/CloseButton';
import { CrownIcon } from '../../shell/shell-icons';
import { PLAN_BANNER } from './dashboard-content';

const DISMISSED_KEY = 'greenroom-plan-banner-dismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, 'true');
  } catch {
    // Without storage the banner stays closed until the page reloads.
  }
}

/** The floating Monthly Creator Plan offer; dismissing it hides it for the rest of the visit. */
export function PlanBanner() {
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed) return null;

  function dismiss() {
    rememberDismissed();
    setDismissed(true);
  }

  return (
    <section
      aria-label={PLAN_BANNER.name}
      className="fixed inset-x-3 bottom-3 z-20 mx-auto max-w-2xl rounded-xl border border-line bg-surface p-3 pr-11 shadow-2xl sm:bottom-6 sm:p-4 sm:pr-12 md:pl-5"
    >
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-4">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-star sm:inline-flex">
          <CrownIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-fg sm:text-base">
            {PLAN_BANNER.name} <span className="text-accent-text">{PLAN_BANNER.price}</span>
          </p>
          <p className="text-sm text-muted">{PLAN_BANNER.offer}</p>
        </div>
        <ButtonLink to={PLAN_BANNER.path} className="h-9 shrink-0 sm:h-10">
          {PLAN_BANNER.action}
        </ButtonLink>
      </div>
      <CloseButton label="Dismiss plan offer" onClick={dismiss} className="absolute top-1.5 right-1.5 sm:top-2 sm:right-2" />
    </section>
  );
}
