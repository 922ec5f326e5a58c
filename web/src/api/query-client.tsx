import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Growing delay between retries: 1 s, 2 s, 4 s… capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 3, retryDelay, staleTime: FIVE_MINUTES, gcTime: FIVE_MINUTES },
    },
  });
}

/** The app's one cache (it ships with the signed-in area, not with the landing page). */
export const queryClient = createQueryClient();

export function QueryProvider({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
