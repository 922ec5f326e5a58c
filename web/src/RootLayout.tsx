import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from './components/PageLoading';
import { RouteErrorBoundary } from './components/RouteErrorBoundary';
import { ScrollManager } from './components/ScrollManager';
import { RouteErrorPage } from './pages/RouteErrorPage';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <RouteErrorBoundary key={pathname} fallback={<RouteErrorPage />}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <ScrollManager />
    </>
  );
}
