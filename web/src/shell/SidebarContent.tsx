import { useId } from 'react';
import { Logo } from '../components/Logo';
import { useSignedInUser } from '../session';
import { CreditsButton } from './CreditsButton';
import { MAIN_NAV, staffNavFor } from './nav-items';
import { SidebarNavLink } from './SidebarNavLink';
import { SignOutButton } from './SignOutButton';
import { UpgradeCard } from './UpgradeCard';

function SidebarHeader({ collapsed }: { collapsed: boolean }) {
  return (
    <div className={`flex h-14 shrink-0 items-center border-b border-line ${collapsed ? 'justify-center' : 'px-4'}`}>
      <Logo to="/dashboard" iconOnly={collapsed} />
    </div>
  );
}

function StaffNav({ collapsed }: { collapsed: boolean }) {
  const { roles } = useSignedInUser();
  const headingId = useId();
  const items = staffNavFor(roles);
  if (items.length === 0) return null;
  return (
    <div className="mt-4">
      <p id={headingId} className={collapsed ? 'sr-only' : 'px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase'}>
        Staff
      </p>
      {collapsed ? <hr className="mx-2 mb-2 border-line" /> : null}
      <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
        {items.map((item) => (
          <SidebarNavLink key={item.path} item={item} collapsed={collapsed} />
        ))}
      </ul>
    </div>
  );
}

/** The sidebar's inside: logo, navigation (with the staff tools a role grants), credits, upgrade, sign-out. */
export function SidebarContent({ collapsed }: { collapsed: boolean }) {
  const padding = collapsed ? 'px-1.5' : 'px-2';
  return (
    <div className="flex h-full flex-col bg-surface">
      <SidebarHeader collapsed={collapsed} />
      <nav aria-label="Main" className={`min-h-0 flex-1 overflow-x-hidden overflow-y-auto py-3 ${padding}`}>
        <ul className="flex flex-col gap-0.5">
          {MAIN_NAV.map((item) => (
            <SidebarNavLink key={item.path} item={item} collapsed={collapsed} />
          ))}
        </ul>
        <StaffNav collapsed={collapsed} />
      </nav>
      <div className={`flex shrink-0 flex-col gap-2 border-t border-line py-3 ${padding} ${collapsed ? 'items-center' : ''}`}>
        <CreditsButton collapsed={collapsed} />
        <UpgradeCard collapsed={collapsed} />
        <SignOutButton collapsed={collapsed} />
      </div>
    </div>
  );
}
