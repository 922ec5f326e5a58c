import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setAccessTokenProvider } from '../api/client';
import type { SessionBackend, SessionState, SessionUser } from './types';

export interface SessionContextValue {
  state: SessionState;
  signOut: () => Promise<void>;
  /** Reads the session again (after signing in on this page). */
  refresh: () => Promise<void>;
}

const LOADING: SessionState = { status: 'loading', user: null };

function stateFor(user: SessionUser | null): SessionState {
  return user ? { status: 'signed-in', user } : { status: 'signed-out', user: null };
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ backend, children }: { backend: SessionBackend; children: ReactNode }) {
  const [state, setState] = useState<SessionState>(LOADING);

  useEffect(() => {
    let active = true;
    setAccessTokenProvider(() => backend.getIdToken());
    const unsubscribe = backend.subscribe((user) => {
      if (active) setState(stateFor(user));
    });
    backend.load().then(
      (user) => active && setState(stateFor(user)),
      () => active && setState(stateFor(null)),
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [backend]);

  const refresh = useCallback(async () => {
    setState(stateFor(await backend.load().catch(() => null)));
  }, [backend]);

  const signOut = useCallback(async () => {
    await backend.signOut();
    setState(stateFor(null));
  }, [backend]);

  const value = useMemo(() => ({ state, signOut, refresh }), [state, signOut, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState & Omit<SessionContextValue, 'state'> {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return { ...context.state, signOut: context.signOut, refresh: context.refresh };
}

/** The signed-in user; only for screens behind <RequireSession>. */
export function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser needs a signed-in session (use it behind <RequireSession>)');
  return user;
}
