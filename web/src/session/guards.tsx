import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { useSession } from './SessionProvider';

export const SIGN_IN_PATH = '/auth';
export const HOME_PATH_SIGNED_IN = '/dashboard';

/** Protected routes: 'Loading...' while the session loads, then /auth for visitors. */
export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-out') return <Navigate to={SIGN_IN_PATH} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** The landing and auth pages: a signed-in user goes to the dashboard instead. */
export function RedirectIfSignedIn() {
  const { status } = useSession();
  if (status === 'signed-in') return <Navigate to={HOME_PATH_SIGNED_IN} replace />;
  return <Outlet />;
}
