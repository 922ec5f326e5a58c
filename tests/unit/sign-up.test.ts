import { describe, expect, it, vi } from 'vitest';
import type { Account } from '../../functions/domain/accounts/account';
import { describeMe } from '../../functions/domain/accounts/me';
import {
  approveSignUp,
  completeSignUp,
  readSignUpRequest,
  SignUpRejected,
  type ApproveSignUpDeps,
  type CompleteSignUpDeps,
  type SignUpClaim,
} from '../../functions/domain/accounts/sign-up';
import type { StudioCode } from '../../functions/domain/accounts/studio-code';
import { aStudioCode } from '../support/studio-codes';

const now = new Date('2026-11-21T10:00:00.000Z');

const studioCode = (fields: Partial<StudioCode> = {}) => aStudioCode({ usesCount: 1, ...fields });

const rejection = (message: string) => expect.objectContaining({ name: 'SignUpRejected', message });

describe('readSignUpRequest', () => {
  it('trims the full name, normalizes email and studio code', () => {
    expect(readSignUpRequest({ name: '  Uta Hagen ', email: ' Uta@Example.COM ' }, { studioCode: ' stage2026 ' })).toEqual({
      fullName: 'Uta Hagen',
      email: 'uta@example.com',
      studioCode: 'STAGE2026',
    });
  });

  it('treats a blank or absent studio code as none', () => {
    expect(readSignUpRequest({ name: 'A', email: 'a@b.co' }, { studioCode: '   ' }).studioCode).toBeNull();
    expect(readSignUpRequest({ name: 'A', email: 'a@b.co' }, undefined).studioCode).toBeNull();
  });

  it.each([
    [{ email: 'a@b.co' }, 'Full name is required'],
    [{ name: '  ', email: 'a@b.co' }, 'Full name is required'],
    [{ name: 'A' }, 'Email is required'],
    [{ name: 'A', email: ' ' }, 'Email is required'],
    [{}, 'Full name is required'],
  ])('refuses %j with %j', (attributes, message) => {
    expect(() => readSignUpRequest(attributes, undefined)).toThrow(rejection(message));
  });
});

function approveDeps(claimResults: (StudioCode | null)[], stored: StudioCode | null) {
  return {
    claimStudioCode: vi.fn(async () => claimResults.shift() ?? null),
    getStudioCode: vi.fn(async () => stored),
    recordClaim: vi.fn(async () => undefined),
    now: () => now,
  } satisfies ApproveSignUpDeps;
}

describe('approveSignUp', () => {
  const request = { email: 'uta@example.com', fullName: 'Uta Hagen', studioCode: 'STAGE2026' };

  it('claims nothing without a studio code', async () => {
    const deps = approveDeps([], null);
    expect(await approveSignUp({ ...request, studioCode: null }, deps)).toBeNull();
    expect(deps.claimStudioCode).not.toHaveBeenCalled();
    expect(deps.recordClaim).not.toHaveBeenCalled();
  });

  it('claims a use and records which instructor the sign-up joins', async () => {
    const deps = approveDeps([studioCode({ usesCount: 2 })], null);
    const claim = await approveSignUp(request, deps);
    const expected: SignUpClaim = { email: 'uta@example.com', code: 'STAGE2026', instructorId: 'instructor-1', claimedAt: now.toISOString() };
    expect(claim).toEqual(expected);
    expect(deps.claimStudioCode).toHaveBeenCalledWith('STAGE2026', now);
    expect(deps.recordClaim).toHaveBeenCalledWith(expected);
    expect(deps.getStudioCode).not.toHaveBeenCalled();
  });

  it.each([
    ['does not exist', null, 'Invalid studio code'],
    ['is inactive', studioCode({ isActive: false }), 'This studio code is no longer active'],
    ['has expired', studioCode({ expiresAt: '2026-01-01T00:00:00.000Z' }), 'This studio code has expired'],
    ['was used up (a race lost)', studioCode({ usesCount: 5, maxUses: 5 }), 'This studio code has reached its maximum uses'],
  ])('explains a refused claim when the code %s, and records nothing', async (_label, stored, message) => {
    const deps = approveDeps([null], stored);
    await expect(approveSignUp(request, deps)).rejects.toThrow(rejection(message));
    expect(deps.recordClaim).not.toHaveBeenCalled();
  });

  it('tries again once when the code passes on re-reading (it changed in between)', async () => {
    const deps = approveDeps([null, studioCode()], studioCode());
    await expect(approveSignUp(request, deps)).resolves.toMatchObject({ instructorId: 'instructor-1' });
    expect(deps.claimStudioCode).toHaveBeenCalledTimes(2);
  });

  it('gives up, as an internal error, when a code it passes keeps refusing', async () => {
    const deps = approveDeps([null, null], studioCode());
    const error = await approveSignUp(request, deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SignUpRejected);
    expect(deps.claimStudioCode).toHaveBeenCalledTimes(2);
  });
});

function completeDeps(claim: SignUpClaim | null, outcome: 'created' | 'exists' = 'created') {
  return {
    findClaim: vi.fn(async () => claim),
    createAccount: vi.fn(async (_account: Account) => outcome),
    addToGroup: vi.fn(async () => undefined),
    now: () => now,
  } satisfies CompleteSignUpDeps;
}

describe('completeSignUp', () => {
  const user = { userId: 'u1', email: 'uta@example.com', fullName: ' Uta Hagen ' };

  it('creates a student profile with 3 credits, tied to the claimed code’s instructor', async () => {
    const deps = completeDeps({ email: user.email, code: 'STAGE2026', instructorId: 'instructor-1', claimedAt: now.toISOString() });
    expect(await completeSignUp(user, deps)).toBe('created');
    expect(deps.findClaim).toHaveBeenCalledWith('uta@example.com');
    expect(deps.createAccount).toHaveBeenCalledWith({
      profile: {
        userId: 'u1',
        email: 'uta@example.com',
        fullName: 'Uta Hagen',
        username: null,
        avatarUrl: null,
        instructorId: 'instructor-1',
        studioCode: 'STAGE2026',
        createdAt: now.toISOString(),
      },
      credits: { credits: 3, totalEarned: 3 },
    });
    expect(deps.addToGroup).toHaveBeenCalledWith('student');
  });

  it('creates an account without an instructor when no code was claimed', async () => {
    const deps = completeDeps(null);
    await completeSignUp(user, deps);
    expect(deps.createAccount.mock.calls[0]![0].profile).toMatchObject({ instructorId: null, studioCode: null });
  });

  it('still grants the role when a retry finds the account already made', async () => {
    const deps = completeDeps(null, 'exists');
    expect(await completeSignUp(user, deps)).toBe('exists');
    expect(deps.addToGroup).toHaveBeenCalledWith('student');
  });
});

describe('describeMe', () => {
  const caller = { userId: 'u1', email: 'uta@example.com', roles: ['student', 'instructor'] as const };

  it('combines the profile, the token’s roles and the credits', () => {
    const profile = {
      userId: 'u1',
      email: 'uta@example.com',
      fullName: 'Uta Hagen',
      username: 'uta',
      avatarUrl: null,
      instructorId: 'i1',
      studioCode: 'STAGE2026',
      createdAt: now.toISOString(),
    };
    expect(describeMe(caller, profile, { credits: 1, totalEarned: 8 })).toEqual({
      userId: 'u1',
      email: 'uta@example.com',
      fullName: 'Uta Hagen',
      username: 'uta',
      avatarUrl: null,
      instructorId: 'i1',
      roles: ['student', 'instructor'],
      credits: { credits: 1, totalEarned: 8 },
    });
  });

  it('reads a user without profile or credits as a fresh account', () => {
    expect(describeMe({ ...caller, email: undefined, roles: [] }, null, null)).toEqual({
      userId: 'u1',
      email: null,
      fullName: '',
      username: null,
      avatarUrl: null,
      instructorId: null,
      roles: [],
      credits: { credits: 3, totalEarned: 3 },
    });
  });
});
