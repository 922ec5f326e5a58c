import { newAccount, NEW_USER_ROLE, type Account, type Enrolment, type NewUser } from './account';
import type { Role } from '../../capabilities';
import { checkStudioCode, normalizeStudioCode, type StudioCode } from './studio-code';

export const FULL_NAME_REQUIRED = 'Full name is required';
export const EMAIL_REQUIRED = 'Email is required';
/** What the person signing up reads when something broke on our side (Cognito adds a final period). */
export const SIGN_UP_FAILED = 'Something went wrong. Please try again';

/** A sign-up refused for a reason meant for the person signing up; Cognito passes the message on. */
export class SignUpRejected extends Error {
  override name = 'SignUpRejected';
}

export interface SignUpRequest {
  email: string;
  fullName: string;
  studioCode: string | null;
}

export const normalizeEmail = (email: string | undefined) => email?.trim().toLowerCase() ?? '';

/** The sign-up form as the pre-sign-up trigger sees it: attributes, plus the studio code as client metadata. */
export function readSignUpRequest(
  attributes: Record<string, string | undefined>,
  clientMetadata: Record<string, string> | undefined,
): SignUpRequest {
  const fullName = attributes.name?.trim() ?? '';
  if (!fullName) throw new SignUpRejected(FULL_NAME_REQUIRED);
  const email = normalizeEmail(attributes.email);
  if (!email) throw new SignUpRejected(EMAIL_REQUIRED);
  return { email, fullName, studioCode: normalizeStudioCode(clientMetadata?.studioCode) };
}

/** A studio code claimed at sign-up, kept until the user confirms and gets a profile. */
export interface SignUpClaim extends Enrolment {
  email: string;
  claimedAt: string;
}

export interface ApproveSignUpDeps {
  /** Counts one use in a single atomic step that re-applies every check; null when the code refused. */
  claimStudioCode(code: string, now: Date): Promise<StudioCode | null>;
  getStudioCode(code: string): Promise<StudioCode | null>;
  recordClaim(claim: SignUpClaim): Promise<void>;
  now(): Date;
}

const CLAIM_ATTEMPTS = 2;

async function claimOrExplain(code: string, now: Date, deps: ApproveSignUpDeps): Promise<StudioCode> {
  for (let attempt = 1; ; attempt++) {
    const claimed = await deps.claimStudioCode(code, now);
    if (claimed) return claimed;
    const check = checkStudioCode(await deps.getStudioCode(code), now);
    if (!check.ok) throw new SignUpRejected(check.message);
    // The code passes now, so it changed between the claim and the read (reactivated, limit raised).
    if (attempt >= CLAIM_ATTEMPTS) throw new Error(`Studio code ${code} keeps refusing a claim it passes`);
  }
}

/** Pre-sign-up: the fields are present and, when a studio code was given, one of its uses is ours. */
export async function approveSignUp(request: SignUpRequest, deps: ApproveSignUpDeps): Promise<SignUpClaim | null> {
  if (!request.studioCode) return null;
  const now = deps.now();
  const code = await claimOrExplain(request.studioCode, now, deps);
  const claim = { email: request.email, code: code.code, instructorId: code.instructorId, claimedAt: now.toISOString() };
  await deps.recordClaim(claim);
  return claim;
}

export interface CompleteSignUpDeps {
  findClaim(email: string): Promise<SignUpClaim | null>;
  /** Writes profile and credits together; 'exists' when an earlier attempt already did. */
  createAccount(account: Account): Promise<'created' | 'exists'>;
  addToGroup(role: Role): Promise<void>;
  now(): Date;
}

/** Post-confirmation, safe to repeat: profile (tied to the claimed code's instructor), credits, student role. */
export async function completeSignUp(user: NewUser, deps: CompleteSignUpDeps): Promise<'created' | 'exists'> {
  const claim = user.email ? await deps.findClaim(user.email) : null;
  const outcome = await deps.createAccount(newAccount(user, claim, deps.now()));
  await deps.addToGroup(NEW_USER_ROLE);
  return outcome;
}
