import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Tooltip } from '../components/Tooltip';
import { SIGN_IN_PATH, useSession } from '../session';
import { LogOutIcon } from './shell-icons';
import { sidebarItemClasses, sidebarLabelClasses } from './sidebar-item-styles';

export const SIGN_OUT_FAILED_MESSAGE = 'Could not sign out. Please try again.';

/** Ends the session, forgets the cached data, and goes to the sign-in page. */
export function SignOutButton({ collapsed }: { collapsed: boolean }) {
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function onClick() {
    try {
      await signOut();
    } catch {
      toast.error(SIGN_OUT_FAILED_MESSAGE);
      return;
    }
    queryClient.clear();
    navigate(SIGN_IN_PATH, { replace: true });
  }

  return (
    <Tooltip label="Sign Out" disabled={!collapsed}>
      <button type="button" onClick={onClick} className={sidebarItemClasses(collapsed)}>
        <LogOutIcon className="size-4 shrink-0" />
        <span className={sidebarLabelClasses(collapsed)}>Sign Out</span>
      </button>
    </Tooltip>
  );
}
