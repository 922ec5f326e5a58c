export const DEFAULT_FIRST_NAME = 'Creator';

/** The dashboard greets by first name: the first word of the full name, or 'Creator'. */
export function firstNameOf(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] || DEFAULT_FIRST_NAME;
}
