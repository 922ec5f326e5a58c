import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { noSessionBackend } from './no-session-backend';
import type { SessionBackend, SessionState, SessionUser } from './types';

export interface SessionContextValue {
  state: SessionState;
  signOut: () => Promise<void>;
}

const LOADING: SessionState = { status: 'loading', user: null };

function stateFor(user: SessionUser | null): SessionState {
  return user ? { status: 'signed-in', user } : { status: 'signed-out', user: null };
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({
  backend = noSessionBackend,
  children,
}: {
  backend?: SessionBackend;
  children: ReactNode;
}) {
  const [state, setState] = useState<SessionState>(LOADING);

  useEffect(() => {
    let active = true;
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

  const value = useMemo(() => ({ state, signOut: () => backend.signOut() }), [state, backend]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState & { signOut: () => Promise<void> } {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return { ...context.state, signOut: context.signOut };
}
