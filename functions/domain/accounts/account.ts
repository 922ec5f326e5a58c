import type { Role } from '../../capabilities';

export const STARTING_CREDITS = 3;
/** Every new user starts as a student; staff roles are granted later. */
export const NEW_USER_ROLE: Role = 'student';

export interface Profile {
  userId: string;
  email: string | null;
  fullName: string;
  username: string | null;
  avatarUrl: string | null;
  /** The student's instructor, from the studio code they signed up with. */
  instructorId: string | null;
  /** The studio code they signed up with, if any. */
  studioCode: string | null;
  createdAt: string;
}

export interface Credits {
  credits: number;
  totalEarned: number;
}

export interface Account {
  profile: Profile;
  credits: Credits;
}

export interface NewUser {
  userId: string;
  email: string | null;
  fullName: string;
}

export interface Enrolment {
  code: string;
  instructorId: string;
}

export const startingCredits = (): Credits => ({ credits: STARTING_CREDITS, totalEarned: STARTING_CREDITS });

/** A confirmed user's profile and starting credits. */
export function newAccount(user: NewUser, enrolment: Enrolment | null, now: Date): Account {
  return {
    profile: {
      userId: user.userId,
      email: user.email,
      fullName: user.fullName.trim(),
      username: null,
      avatarUrl: null,
      instructorId: enrolment?.instructorId ?? null,
      studioCode: enrolment?.code ?? null,
      createdAt: now.toISOString(),
    },
    credits: startingCredits(),
  };
}
