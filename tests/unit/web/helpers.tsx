import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { AppProviders } from '../../../web/src/App';
import { AppRoutes } from '../../../web/src/routes';
import type { SessionBackend, SessionUser } from '../../../web/src/session';

// jsdom does not implement scrolling; the app scrolls on navigation.
window.scrollTo = () => {};

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

export const SIGNED_IN_USER: SessionUser = { id: 'u-1', email: 'ada@example.com', fullName: 'Ada Lovelace', roles: ['student'] };

export function backendWith(user: SessionUser | null): SessionBackend {
  return { load: () => Promise.resolve(user), subscribe: () => () => {}, signOut: () => Promise.resolve() };
}

/** A backend whose session never finishes loading. */
export const foreverLoadingBackend: SessionBackend = {
  load: () => new Promise(() => {}),
  subscribe: () => () => {},
  signOut: () => Promise.resolve(),
};

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname + location.search}</output>;
}

/** The whole app (routes, session, toasts) at `path`, in a memory router. */
export function renderApp(path: string, backend: SessionBackend = backendWith(null)) {
  return render(
    <AppProviders sessionBackend={backend}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** One component with the app's providers (session, toasts) and a router. */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <AppProviders sessionBackend={backendWith(null)}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
