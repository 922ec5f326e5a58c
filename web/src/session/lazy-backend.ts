import type { SessionBackend, SessionUser } from './types';

type Listener = (user: SessionUser | null) => void;

/** Amplify keeps `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` while someone is signed in. */
export function hasStoredSession(storage: Storage = window.localStorage): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser')) return true;
    }
  } catch {
    // Storage unavailable: then there is no stored session either.
  }
  return false;
}

/**
 * A backend that loads the real one (and its library) only when needed: with no stored session,
 * a visitor is signed out at once and nothing is downloaded. Listeners attach once it is loaded.
 */
export function lazySessionBackend(
  importBackend: () => Promise<SessionBackend>,
  storedSession: () => boolean = hasStoredSession,
): SessionBackend {
  const listeners = new Set<Listener>();
  let backend: Promise<SessionBackend> | null = null;

  function real(): Promise<SessionBackend> {
    backend ??= importBackend().then((loaded) => {
      loaded.subscribe((user) => listeners.forEach((listener) => listener(user)));
      return loaded;
    });
    return backend;
  }

  const whenStored = <T>(call: (loaded: SessionBackend) => Promise<T>, otherwise: T) =>
    backend || storedSession() ? real().then(call) : Promise.resolve(otherwise);

  return {
    load: () => whenStored((loaded) => loaded.load(), null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signOut: () => real().then((loaded) => loaded.signOut()),
    getIdToken: () => whenStored((loaded) => loaded.getIdToken(), null),
  };
}

/** The app's session: Cognito through Amplify, downloaded after the first render when needed. */
export const appSessionBackend = lazySessionBackend(() =>
  import('./amplify-backend').then((module) => module.amplifySessionBackend),
);
