/**
 * The runtime configuration the SPA reads from /config.json: the deployment (or the local gateway)
 * writes it, so one build runs against any user pool.
 */
export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Only locally: where cognito-local answers, relative to the app's origin (e.g. '/cognito'). */
  userPoolEndpoint?: string;
  offline?: boolean;
}

export const RUNTIME_CONFIG_PATH = '/config.json';

export interface CognitoConfig {
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint?: string;
}

/** Amplify's Cognito settings; a relative endpoint is resolved against the app's origin. */
export function cognitoConfigOf(config: RuntimeConfig, origin: string): CognitoConfig {
  const { userPoolId, userPoolClientId, userPoolEndpoint } = config;
  return userPoolEndpoint
    ? { userPoolId, userPoolClientId, userPoolEndpoint: new URL(userPoolEndpoint, origin).toString() }
    : { userPoolId, userPoolClientId };
}

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load ${RUNTIME_CONFIG_PATH} (status ${response.status})`);
  return (await response.json()) as RuntimeConfig;
}
