import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface JwtAuthorizerOptions {
  issuer: string;
  jwksUrl: string;
  /** App client ids accepted as `aud` (ID tokens) or `client_id` (access tokens), as API Gateway does. */
  audience: string[];
}

/**
 * What API Gateway's HTTP API JWT authorizer does: verify the bearer token's signature, issuer,
 * expiry and audience, then hand claims to the Lambda as strings (arrays as "[a b]").
 */
export function createJwtAuthorizer(options: JwtAuthorizerOptions) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return async function authorize(authorization: string | undefined): Promise<Record<string, string> | null> {
    const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1] ?? authorization;
    if (!token) return null;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, { issuer: options.issuer }));
    } catch {
      return null;
    }
    const audiences = [payload.aud, payload.client_id].flat().filter(Boolean);
    if (!audiences.some((aud) => options.audience.includes(String(aud)))) return null;
    return toAuthorizerClaims(payload);
  };
}

/** API Gateway hands claims to the Lambda as strings, arrays written as "[a b]". */
export function toAuthorizerClaims(payload: JWTPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, Array.isArray(value) ? `[${value.join(' ')}]` : String(value)]),
  );
}
