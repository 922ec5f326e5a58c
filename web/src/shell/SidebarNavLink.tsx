import { NavLink } from 'react-router-dom';
import { Tooltip } from '../components/Tooltip';
import type { NavItem } from './nav-items';
import { CrownIcon } from './shell-icons';
import { sidebarItemClasses, sidebarLabelClasses } from './sidebar-item-styles';

const ACTIVE = 'aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-text';

function PremiumMark({ collapsed }: { collapsed: boolean }) {
  return (
    <>
      {collapsed ? null : <CrownIcon className="size-4 shrink-0 text-star" />}
      <span className="sr-only"> (Premium)</span>
    </>
  );
}

export function SidebarNavLink({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const Icon = item.icon;
  return (
    <li className={collapsed ? 'flex justify-center' : undefined}>
      <Tooltip label={item.label} disabled={!collapsed}>
        <NavLink to={item.path} className={sidebarItemClasses(collapsed, ACTIVE)}>
          <Icon className="size-4 shrink-0" />
          <span className={sidebarLabelClasses(collapsed)}>{item.label}</span>
          {item.premium ? <PremiumMark collapsed={collapsed} /> : null}
        </NavLink>
      </Tooltip>
    </li>
  );
}
