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
 * Where sessions come from. The app only talks to this interface, so wiring Cognito later means
 * writing another backend and passing it to <SessionProvider>; nothing else changes.
 */
export interface SessionBackend {
  /** The current user, or null when nobody is signed in. */
  load(): Promise<SessionUser | null>;
  /** Called with the new user (or null) whenever the session changes; returns an unsubscribe. */
  subscribe(listener: (user: SessionUser | null) => void): () => void;
  signOut(): Promise<void>;
}
