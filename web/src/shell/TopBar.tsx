import { Logo } from '../components/Logo';
import { Tooltip } from '../components/Tooltip';
import { ThemeToggle } from '../theme/ThemeToggle';
import { PanelLeftIcon } from './shell-icons';
import { SIDEBAR_ID } from './Sidebar';
import { useSidebar } from './sidebar-state';

function SidebarTrigger() {
  const { isMobile, expanded, mobileOpen, toggle } = useSidebar();
  return (
    <Tooltip label="Toggle sidebar (Ctrl+B)" disabled={isMobile}>
      <button
        type="button"
        onClick={toggle}
        aria-label="Toggle sidebar"
        aria-controls={isMobile && !mobileOpen ? undefined : SIDEBAR_ID}
        aria-expanded={isMobile ? mobileOpen : expanded}
        aria-keyshortcuts="Control+B Meta+B"
        className="inline-flex size-10 items-center justify-center rounded-md text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-text"
      >
        <PanelLeftIcon className="size-5" />
      </button>
    </Tooltip>
  );
}

/** The bar above every signed-in screen: the sidebar trigger (and the logo on mobile), the theme switch. */
export function TopBar() {
  const { isMobile } = useSidebar();
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-line bg-page/90 px-2 backdrop-blur sm:px-4">
      <SidebarTrigger />
      {isMobile ? <Logo to="/dashboard" /> : null}
      <div className="ml-auto">
        <ThemeToggle />
      </div>
    </header>
  );
}
