import { z } from 'zod';
import { ROLES } from '../../capabilities';

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
