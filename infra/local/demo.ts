import type { Role } from '../../functions/capabilities';

/** The demo data `npm start` seeds and prints (seed.ts writes it). */
export interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  roles: Role[];
  /** Signed up with the demo instructor's studio code. */
  joinsStudio?: boolean;
}

export const DEMO_PASSWORD = 'greenroom-demo';
/** The demo instructor's studio code: active, unlimited, never expiring. */
export const DEMO_STUDIO_CODE = 'STAGE2026';
export const DEMO_INSTRUCTOR = 'instructor@greenroom.local';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@greenroom.local', password: DEMO_PASSWORD, fullName: 'Ada Admin', roles: ['admin', 'student'] },
  { email: DEMO_INSTRUCTOR, password: DEMO_PASSWORD, fullName: 'Ivy Instructor', roles: ['instructor', 'student'] },
  { email: 'student@greenroom.local', password: DEMO_PASSWORD, fullName: 'Sam Student', roles: ['student'], joinsStudio: true },
];
