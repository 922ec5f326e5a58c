import type { FormEvent } from 'react';

/** The submitted form's text fields by name (missing fields read as ''). */
export function readForm<K extends string>(event: FormEvent<HTMLFormElement>, names: readonly K[]): Record<K, string> {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}
