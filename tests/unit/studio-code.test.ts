import { describe, expect, it } from 'vitest';
import { checkStudioCode, normalizeStudioCode, STUDIO_CODE_MESSAGES } from '../../functions/domain/accounts/studio-code';
import { aStudioCode } from '../support/studio-codes';

const now = new Date('2026-11-21T10:00:00.000Z');

const code = aStudioCode;

describe('normalizeStudioCode', () => {
  it.each([
    ['  stage2026 ', 'STAGE2026'],
    ['Stage2026', 'STAGE2026'],
    ['\tab-12\n', 'AB-12'],
  ])('trims and uppercases %j to %j', (raw, normalized) => {
    expect(normalizeStudioCode(raw)).toBe(normalized);
  });

  it.each([[''], ['   '], [undefined], [null], [42]])('reads %j as no code', (raw) => {
    expect(normalizeStudioCode(raw)).toBeNull();
  });
});

describe('checkStudioCode', () => {
  it('passes an active code without expiry or limit', () => {
    expect(checkStudioCode(code({ usesCount: 999 }), now)).toEqual({ ok: true });
  });

  it('passes a code that expires later and has a use left', () => {
    expect(checkStudioCode(code({ expiresAt: '2026-11-21T10:00:00.001Z', usesCount: 4, maxUses: 5 }), now)).toEqual({ ok: true });
  });

  it.each([
    ['a missing code', null, 'Invalid studio code'],
    ['an inactive code', code({ isActive: false }), 'This studio code is no longer active'],
    ['a code that expired', code({ expiresAt: '2026-11-20T10:00:00.000Z' }), 'This studio code has expired'],
    ['a code expiring this very instant', code({ expiresAt: now.toISOString() }), 'This studio code has expired'],
    ['a code at its maximum uses', code({ usesCount: 5, maxUses: 5 }), 'This studio code has reached its maximum uses'],
    ['a code past its maximum uses', code({ usesCount: 6, maxUses: 5 }), 'This studio code has reached its maximum uses'],
    ['a code with no uses allowed', code({ maxUses: 0 }), 'This studio code has reached its maximum uses'],
  ])('refuses %s with the spec message', (_label, studioCode, message) => {
    expect(checkStudioCode(studioCode, now)).toEqual({ ok: false, message });
  });

  it('checks in the spec order: exists, active, not expired, not at max uses', () => {
    const everythingWrong = { isActive: false, expiresAt: '2020-01-01T00:00:00.000Z', usesCount: 3, maxUses: 3 };
    expect(checkStudioCode(code(everythingWrong), now)).toEqual({ ok: false, message: STUDIO_CODE_MESSAGES.inactive });
    expect(checkStudioCode(code({ ...everythingWrong, isActive: true }), now)).toEqual({ ok: false, message: STUDIO_CODE_MESSAGES.expired });
    expect(checkStudioCode(code({ ...everythingWrong, isActive: true, expiresAt: null }), now)).toEqual({ ok: false, message: STUDIO_CODE_MESSAGES.usedUp });
  });
});
