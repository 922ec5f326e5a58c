/** One look for every row of the sidebar: links, the credits button, sign-out. */
export function sidebarItemClasses(collapsed: boolean, extra = ''): string {
  const layout = collapsed ? 'size-9 justify-center' : 'h-9 w-full gap-3 px-3';
  return (
    `flex items-center rounded-md text-sm font-medium text-muted transition-colors hover:bg-surface-2 hover:text-fg ` +
    `focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-text ${layout} ${extra}`
  ).trim();
}

/** The visible label of a row; only for screen readers in the icon view. */
export const sidebarLabelClasses = (collapsed: boolean) => (collapsed ? 'sr-only' : 'min-w-0 flex-1 truncate text-left');
