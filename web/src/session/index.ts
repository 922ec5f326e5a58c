export { SessionProvider, useSession } from './SessionProvider';
export { RequireSession, RedirectIfSignedIn } from './guards';
export { noSessionBackend } from './no-session-backend';
export type { SessionBackend, SessionRole, SessionState, SessionStatus, SessionUser } from './types';
