import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import LandingPage from './pages/landing/LandingPage';
import { PROTECTED_PAGES, PUBLIC_PAGES, type PageRoute } from './pages/page-names';
import { RootLayout } from './RootLayout';
import { RedirectIfSignedIn, RequireSession } from './session';

// The landing page ships in the entry chunk (it is the front door); every other page loads on demand.
const AuthPage = lazy(() => import('./pages/auth/AuthPage'));
const NotBuiltPage = lazy(() => import('./pages/NotBuiltPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const AppShell = lazy(() => import('./shell/AppShell'));
const NotBuiltShellPage = lazy(() => import('./shell/NotBuiltShellPage'));
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('./pages/profile/ProfilePage'));

/** Protected screens built so far; the others show the not-built screen inside the shell. */
const BUILT_PROTECTED: Record<string, RouteObject['element']> = {
  '/dashboard': <DashboardPage />,
  '/profile': <ProfilePage />,
};

const notBuilt = ({ path, name }: PageRoute): RouteObject => ({ path, element: <NotBuiltPage name={name} /> });
const protectedPage = ({ path, name }: PageRoute): RouteObject => ({
  path,
  element: BUILT_PROTECTED[path] ?? <NotBuiltShellPage name={name} />,
});

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/auth', element: <AuthPage /> },
        ],
      },
      ...PUBLIC_PAGES.map(notBuilt),
      {
        element: <RequireSession />,
        children: [{ element: <AppShell />, children: PROTECTED_PAGES.map(protectedPage) }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Every route of the app. Mount inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
