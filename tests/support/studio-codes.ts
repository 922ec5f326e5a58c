import type { StudioCode } from '../../functions/domain/accounts/studio-code';

/** An active, unlimited, never-expiring studio code, with whatever fields a test cares about. */
export const aStudioCode = (fields: Partial<StudioCode> = {}): StudioCode => ({
  id: 'code-1',
  code: 'STAGE2026',
  instructorId: 'instructor-1',
  usesCount: 0,
  maxUses: null,
  isActive: true,
  expiresAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
