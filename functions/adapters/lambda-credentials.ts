import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for @aws-sdk/credential-provider-node in Lambda bundles (an esbuild alias in
 * infra/cdk/bundling.ts). Lambda hands every function its role's credentials in environment
 * variables, so the SDK's full chain (SSO, ini files, IMDS, STS clients: ~90 KB minified and their
 * import time) never finds anything the environment would not.
 */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
