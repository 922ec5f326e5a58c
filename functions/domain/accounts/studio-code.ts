/** An instructor's invite code: a student who signs up with it joins that instructor. */
export interface StudioCode {
  id: string;
  code: string;
  instructorId: string;
  usesCount: number;
  /** null: unlimited. */
  maxUses: number | null;
  isActive: boolean;
  /** ISO time, or null: never expires. */
  expiresAt: string | null;
  createdAt: string;
}

export const STUDIO_CODE_MESSAGES = {
  unknown: 'Invalid studio code',
  inactive: 'This studio code is no longer active',
  expired: 'This studio code has expired',
  usedUp: 'This studio code has reached its maximum uses',
} as const;

export type StudioCodeCheck = { ok: true } | { ok: false; message: string };

/** What the student typed, as codes are stored: trimmed and uppercased; null when left blank. */
export function normalizeStudioCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  return raw.trim().toUpperCase() || null;
}

/** The spec's checks, in its order; the first that fails names the problem. */
export function checkStudioCode(code: StudioCode | null | undefined, now: Date): StudioCodeCheck {
  if (!code) return { ok: false, message: STUDIO_CODE_MESSAGES.unknown };
  if (!code.isActive) return { ok: false, message: STUDIO_CODE_MESSAGES.inactive };
  if (code.expiresAt !== null && Date.parse(code.expiresAt) <= now.getTime()) return { ok: false, message: STUDIO_CODE_MESSAGES.expired };
  if (code.maxUses !== null && code.usesCount >= code.maxUses) return { ok: false, message: STUDIO_CODE_MESSAGES.usedUp };
  return { ok: true };
}
