import { Link } from 'react-router-dom';
import { ButtonLink } from '../components/ButtonLink';
import { Tooltip } from '../components/Tooltip';
import { CrownIcon } from './shell-icons';
import { sidebarItemClasses } from './sidebar-item-styles';

const TITLE = 'Upgrade to Pro';
const PRICING_PATH = '/pricing';

/** The Upgrade to Pro card; a crown button with a tooltip in the icon view. */
export function UpgradeCard({ collapsed }: { collapsed: boolean }) {
  if (collapsed) {
    return (
      <Tooltip label={TITLE}>
        <Link to={PRICING_PATH} className={sidebarItemClasses(true, 'text-star')}>
          <CrownIcon className="size-4" />
          <span className="sr-only">{TITLE}</span>
        </Link>
      </Tooltip>
    );
  }
  return (
    <div className="rounded-lg border border-line bg-accent-soft p-3">
      <p className="flex items-center gap-2 text-sm font-semibold text-fg">
        <CrownIcon className="size-4 text-star" />
        {TITLE}
      </p>
      <p className="mt-1 text-xs text-muted">Unlimited AI feedback and every premium tool.</p>
      <ButtonLink to={PRICING_PATH} className="mt-3 h-8 w-full">
        Upgrade Now
      </ButtonLink>
    </div>
  );
}
