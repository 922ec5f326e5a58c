import { Link } from 'react-router-dom';
import { useMe } from '../api/me';
import { Tooltip } from '../components/Tooltip';
import { CoinsIcon } from './shell-icons';
import { sidebarItemClasses, sidebarLabelClasses } from './sidebar-item-styles';

/** Credits at or below this are highlighted. */
export const LOW_CREDITS = 1;

export const creditsLabel = (credits: number | undefined) =>
  credits === undefined ? 'Credits' : `${credits} ${credits === 1 ? 'credit' : 'credits'}`;

/** The user's credits from GET /api/me (0 when they cannot be read); opens the pricing page. */
export function CreditsButton({ collapsed }: { collapsed: boolean }) {
  const me = useMe();
  const credits = me.isError ? 0 : me.data?.credits.credits;
  const low = credits !== undefined && credits <= LOW_CREDITS;
  const label = creditsLabel(credits);
  const tone = low
    ? 'bg-warn-soft text-warn-text ring-1 ring-warn-text/40 hover:bg-warn-soft hover:text-warn-text'
    : 'bg-surface-2 text-fg';
  return (
    <Tooltip label={label} disabled={!collapsed}>
      <Link
        to="/pricing"
        data-low-credits={low ? 'true' : undefined}
        aria-busy={credits === undefined}
        className={sidebarItemClasses(collapsed, tone)}
      >
        <CoinsIcon className="size-4 shrink-0" />
        <span className={sidebarLabelClasses(collapsed)}>{label}</span>
        {low && !collapsed ? <span className="text-xs font-semibold">Get more</span> : null}
      </Link>
    </Tooltip>
  );
}
