import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useMediaQuery } from '../components/useMediaQuery';

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_SHORTCUT_KEY = 'b';
export const SIDEBAR_WIDTHS = { expanded: '16rem', mobile: '18rem', icon: '3rem' } as const;

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** The remembered state: true expanded, false icons only, null when never set. */
export function readSidebarCookie(cookies: string = document.cookie): boolean | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`))
    ?.slice(SIDEBAR_COOKIE.length + 1);
  return value === 'true' ? true : value === 'false' ? false : null;
}

export function writeSidebarCookie(expanded: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

export const isSidebarShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;

export interface SidebarState {
  /** Below the mobile breakpoint the sidebar is an off-canvas sheet. */
  isMobile: boolean;
  /** Desktop: full width (true) or icons only (false). */
  expanded: boolean;
  /** Mobile: the sheet is open. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  /** Collapses or expands on desktop; opens or closes the sheet on mobile. */
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [expanded, setExpanded] = useState(() => readSidebarCookie() ?? true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    writeSidebarCookie(!expanded);
    setExpanded(!expanded);
  }, [isMobile, expanded]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // The sheet closes when the user navigates or the screen crosses the breakpoint. Adjusted during
  // render, not in an effect: a mount effect would also close a sheet opened before it ran.
  const [openedAt, setOpenedAt] = useState({ pathname, isMobile });
  if (openedAt.pathname !== pathname || openedAt.isMobile !== isMobile) {
    setOpenedAt({ pathname, isMobile });
    setMobileOpen(false);
  }

  const value = useMemo(
    () => ({ isMobile, expanded, mobileOpen, setMobileOpen, toggle }),
    [isMobile, expanded, mobileOpen, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return context;
}
