import { Amplify } from 'aws-amplify';
import { cognitoConfigOf, fetchRuntimeConfig } from './runtime-config';

let configured: Promise<void> | null = null;

/** Configures Amplify Auth from /config.json, once; a failed attempt is retried on the next call. */
export function ensureAmplifyConfigured(): Promise<void> {
  configured ??= fetchRuntimeConfig().then(
    (config) => {
      Amplify.configure({ Auth: { Cognito: cognitoConfigOf(config, window.location.origin) } });
    },
    (error: unknown) => {
      configured = null;
      throw error;
    },
  );
  return configured;
}
