export { SessionProvider, useSession, useSignedInUser } from './SessionProvider';
export { RequireSession, RedirectIfSignedIn, HOME_PATH_SIGNED_IN, SIGN_IN_PATH } from './guards';
export { appSessionBackend } from './lazy-backend';
export type { SessionBackend, SessionRole, SessionState, SessionStatus, SessionUser } from './types';
