import { MobileSheet } from './MobileSheet';
import { SidebarContent } from './SidebarContent';
import { SIDEBAR_WIDTHS, useSidebar } from './sidebar-state';

export const SIDEBAR_ID = 'app-sidebar';

/** Desktop: a sticky column, full or icons only. Mobile: a sheet the top bar's trigger opens. */
export function Sidebar() {
  const { isMobile, expanded, mobileOpen, setMobileOpen } = useSidebar();
  if (isMobile) {
    return mobileOpen ? (
      <MobileSheet id={SIDEBAR_ID} label="Navigation" width={SIDEBAR_WIDTHS.mobile} onClose={() => setMobileOpen(false)}>
        <SidebarContent collapsed={false} />
      </MobileSheet>
    ) : null;
  }
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label="Sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      style={{ width: expanded ? SIDEBAR_WIDTHS.expanded : SIDEBAR_WIDTHS.icon }}
      className="sticky top-0 h-dvh shrink-0 overflow-hidden border-r border-line transition-[width] duration-200 ease-out"
    >
      <SidebarContent collapsed={!expanded} />
    </aside>
  );
}
