import { Hub } from 'aws-amplify/utils';
import { loadAuthSession, signOutEverywhere } from '../auth/cognito';
import { sessionUserFromClaims } from './claims';
import type { SessionBackend, SessionUser } from './types';

/** Hub 'auth' events after which the session is read again; 'signedOut' means nobody. */
const RELOAD_ON = new Set(['signedIn', 'tokenRefresh', 'tokenRefresh_failure']);

async function currentIdToken() {
  // fetchAuthSession refreshes expired tokens; a failed refresh clears them and leaves none.
  const { tokens } = await loadAuthSession();
  return tokens?.idToken ?? null;
}

async function load(): Promise<SessionUser | null> {
  try {
    const idToken = await currentIdToken();
    return idToken ? sessionUserFromClaims(idToken.payload) : null;
  } catch {
    return null;
  }
}

/** Sessions from Cognito through Amplify Auth. Loaded on demand (it carries Amplify). */
export const amplifySessionBackend: SessionBackend = {
  load,
  subscribe(listener) {
    return Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedOut') listener(null);
      else if (RELOAD_ON.has(payload.event)) void load().then(listener);
    });
  },
  signOut: () => signOutEverywhere(),
  getIdToken: async () => (await currentIdToken().catch(() => null))?.toString() ?? null,
};
