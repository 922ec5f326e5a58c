/** Routes from the spec, as data: path and the page's name. Pages not built yet share one screen. */
export interface PageRoute {
  path: string;
  name: string;
}

export const PUBLIC_PAGES: readonly PageRoute[] = [
  { path: '/blog', name: 'Blog' },
  { path: '/faq', name: 'FAQ' },
  { path: '/pricing', name: 'Pricing' },
  { path: '/help', name: 'Help Centre' },
  { path: '/test-functions', name: 'Function Testing Lab' },
  { path: '/privacy-policy', name: 'Privacy Policy' },
  { path: '/privacy', name: 'Privacy Policy' },
  { path: '/terms-of-service', name: 'Terms of Service' },
  { path: '/terms', name: 'Terms of Service' },
];

export const PROTECTED_PAGES: readonly PageRoute[] = [
  { path: '/dashboard', name: 'Dashboard' },
  { path: '/scripts', name: 'Scripts' },
  { path: '/progress', name: 'Progress' },
  { path: '/community', name: 'Community' },
  { path: '/toolkit', name: 'Toolkit' },
  { path: '/affirmations', name: 'Affirmations' },
  { path: '/studio', name: 'Studio' },
  { path: '/studio/course/:courseId', name: 'Course' },
  { path: '/studio/notes/:courseId', name: 'Course' },
  { path: '/self-tape-buddy', name: 'Self-Tape Buddy' },
  { path: '/instructor', name: 'Instructor Dashboard' },
  { path: '/admin-crm', name: 'Admin CRM' },
  { path: '/user-management', name: 'User Management' },
  { path: '/groups', name: 'Groups' },
  { path: '/messages', name: 'Messages' },
  { path: '/store', name: 'Store' },
  { path: '/incubator', name: 'Project Incubator' },
  { path: '/profile', name: 'Profile' },
  { path: '/support', name: 'Support Center' },
  { path: '/referrals', name: 'Referral Program' },
  { path: '/booking', name: 'Book a Session' },
  { path: '/blog/new', name: 'Create Post' },
];
