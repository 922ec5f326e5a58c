import { badRequest } from '../lib/errors';

type Key = Record<string, unknown>;

/** A DynamoDB LastEvaluatedKey as an opaque, URL-safe cursor, and back. */
export const encodeCursor = (key: Key | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

export function decodeCursor(cursor: string | undefined, expectedKeys: readonly string[]): Key | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Key;
    const names = Object.keys(key).sort();
    if (names.join() !== [...expectedKeys].sort().join() || !names.every((n) => typeof key[n] === 'string')) throw new Error();
    return key;
  } catch {
    throw badRequest('cursor is not valid');
  }
}
