import * as z from 'zod';
import { ROLES, type Role } from '../../capabilities';
import { startingCredits, type Credits, type Profile } from './account';

/** GET /api/me: what the app shell needs about the signed-in user. */
export const meSchema = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  fullName: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  instructorId: z.string().nullable(),
  roles: z.array(z.enum(ROLES as [string, ...string[]])),
  credits: z.object({ credits: z.number().int(), totalEarned: z.number().int() }),
});

export type Me = z.infer<typeof meSchema>;

export interface Caller {
  userId: string;
  email: string | undefined;
  /** From the token's groups: the server's truth about roles. */
  roles: readonly Role[];
}

/**
 * The caller's view of themselves. A user with no profile yet (made by an admin, or seeded) reads as
 * a fresh account rather than an error; missing credits read as the starting grant, as the spec does.
 */
export function describeMe(caller: Caller, profile: Profile | null, credits: Credits | null): Me {
  return {
    userId: caller.userId,
    email: profile?.email ?? caller.email ?? null,
    fullName: profile?.fullName ?? '',
    username: profile?.username ?? null,
    avatarUrl: profile?.avatarUrl ?? null,
    instructorId: profile?.instructorId ?? null,
    roles: [...caller.roles],
    credits: credits ? { credits: credits.credits, totalEarned: credits.totalEarned } : startingCredits(),
  };
}
