import { ROLES, type Role } from '../capabilities';

/** The signed-in caller, as the JWT authorizer saw them. */
export interface Principal {
  userId: string;
  email: string | undefined;
  roles: Role[];
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * API Gateway's HTTP API hands array claims over as a string such as "[admin student]";
 * a Lambda invoked directly may see a real array. Both read the same.
 */
export function parseGroups(raw: Claims[string]): Role[] {
  const list = Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw.replace(/^\[|\]$/g, '').split(/[\s,]+/)
      : [];
  return ROLES.filter((role) => list.includes(role));
}

export function principalFromClaims(claims: Claims | undefined): Principal | null {
  if (!claims || typeof claims.sub !== 'string' || !claims.sub) return null;
  return {
    userId: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    roles: parseGroups(claims['cognito:groups']),
  };
}
