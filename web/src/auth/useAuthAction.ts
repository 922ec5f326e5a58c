import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { cleanAuthError } from './auth-errors';
import type { Validated } from './auth-validation';

/**
 * Runs one auth action at a time: `pending` while it runs, and a failure becomes an error toast
 * with the server's cleaned message.
 */
export function useAuthAction() {
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action();
    } catch (error) {
      toast.error(cleanAuthError(error));
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { pending, run };
}

/** Shows the message of a failed check as an error toast; true when the check passed. */
export function passes<T>(result: Validated<T>): result is { ok: true; value: T } {
  if (!result.ok) toast.error(result.message);
  return result.ok;
}
