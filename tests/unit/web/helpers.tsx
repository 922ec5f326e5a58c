import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../../../web/src/api/query-client';
import { AppProviders } from '../../../web/src/App';
import { AppRoutes } from '../../../web/src/routes';
import type { SessionBackend, SessionUser } from '../../../web/src/session';
import type { Me } from '../../../web/src/shared/accounts';

// jsdom does not implement scrolling; the app scrolls on navigation.
window.scrollTo = () => {};

// Failed requests fail at once in tests (the app retries with back-off; see query-client.test.ts).
queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  queryClient.clear();
  document.cookie = 'sidebar_state=; path=/; max-age=0';
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

export const SIGNED_IN_USER: SessionUser = { id: 'u-1', email: 'ada@example.com', fullName: 'Ada Lovelace', roles: ['student'] };

export const userWith = (changes: Partial<SessionUser>): SessionUser => ({ ...SIGNED_IN_USER, ...changes });

export function meFor(user: SessionUser, changes: Partial<Me> = {}): Me {
  return {
    userId: user.id,
    email: user.email,
    fullName: user.fullName ?? '',
    username: null,
    avatarUrl: null,
    instructorId: null,
    roles: [...user.roles],
    credits: { credits: 3, totalEarned: 3 },
    ...changes,
  };
}

/** Answers GET /api/me with `me` (or a 500 when null); anything else is a 404. */
export function stubMe(me: Me | null) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    if (url !== '/api/me') return Promise.resolve(new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 }));
    return Promise.resolve(
      me ? new Response(JSON.stringify(me)) : new Response(JSON.stringify({ message: 'Internal Server Error' }), { status: 500 }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function backendWith(user: SessionUser | null): SessionBackend {
  return {
    load: () => Promise.resolve(user),
    subscribe: () => () => {},
    signOut: () => Promise.resolve(),
    getIdToken: () => Promise.resolve(user ? 'id-token' : null),
  };
}

/** A backend whose session never finishes loading. */
export const foreverLoadingBackend: SessionBackend = {
  load: () => new Promise(() => {}),
  subscribe: () => () => {},
  signOut: () => Promise.resolve(),
  getIdToken: () => Promise.resolve(null),
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
