/** Shown when a failure carries no message of its own. */
export const GENERIC_AUTH_ERROR = 'Something went wrong. Please try again.';

/** Cognito wraps trigger failures: 'PreSignUp failed with error Invalid studio code.' */
const TRIGGER_PREFIX = /^[\w.:-]+ failed with error\s+/;

/**
 * The server's message as the user should read it: the text a trigger threw, without the prefix
 * and the full stop Cognito adds around it. Other messages pass through as given.
 */
export function cleanAuthError(error: unknown): string {
  const message = messageOf(error).trim();
  if (!message) return GENERIC_AUTH_ERROR;
  if (!TRIGGER_PREFIX.test(message)) return message;
  return message.replace(TRIGGER_PREFIX, '').replace(/\.$/, '').trim() || GENERIC_AUTH_ERROR;
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return '';
}
