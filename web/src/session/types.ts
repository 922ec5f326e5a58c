export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';
export type SessionRole = 'admin' | 'instructor' | 'student';

export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  roles: readonly SessionRole[];
}

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

/**
 * Where sessions come from. The app only talks to this interface: the app passes the Amplify
 * (Cognito) backend to <SessionProvider>, tests pass their own.
 */
export interface SessionBackend {
  /** The current user, or null when nobody is signed in. Refreshes an expired session. */
  load(): Promise<SessionUser | null>;
  /** Called with the new user (or null) whenever the session changes; returns an unsubscribe. */
  subscribe(listener: (user: SessionUser | null) => void): () => void;
  signOut(): Promise<void>;
  /** The ID token for API calls (Authorization: Bearer …), or null when signed out. */
  getIdToken(): Promise<string | null>;
}
