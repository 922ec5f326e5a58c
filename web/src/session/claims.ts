import type { SessionRole, SessionUser } from './types';

const KNOWN_ROLES: readonly SessionRole[] = ['admin', 'instructor', 'student'];

/** The ID token's claims the app reads. */
export interface IdTokenClaims {
  sub?: unknown;
  email?: unknown;
  name?: unknown;
  'cognito:groups'?: unknown;
}

/** Roles are the user's Cognito groups; anything unreadable yields no roles. */
export function rolesOf(groups: unknown): SessionRole[] {
  if (!Array.isArray(groups)) return [];
  return KNOWN_ROLES.filter((role) => groups.includes(role));
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The session user described by an ID token, or null when the token names nobody. */
export function sessionUserFromClaims(claims: IdTokenClaims): SessionUser | null {
  const id = text(claims.sub);
  if (!id) return null;
  return { id, email: text(claims.email) ?? '', fullName: text(claims.name), roles: rolesOf(claims['cognito:groups']) };
}
