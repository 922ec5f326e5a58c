import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SessionProvider, type SessionBackend } from './session';
import { useTheme } from './theme/useTheme';

export const TOAST_OPTIONS = { position: 'bottom-right', visibleToasts: 3, duration: 4000 } as const;

function ThemedToaster() {
  const { resolved } = useTheme();
  return <Toaster {...TOAST_OPTIONS} theme={resolved} closeButton />;
}

/** App-wide providers: the session, and the one toast outlet. The router goes inside. */
export function AppProviders({ sessionBackend, children }: { sessionBackend: SessionBackend; children: ReactNode }) {
  return (
    <SessionProvider backend={sessionBackend}>
      {children}
      <ThemedToaster />
    </SessionProvider>
  );
}
