import {
  FileTextIcon,
  GraduationCapIcon,
  LightbulbIcon,
  SparklesIcon,
  TrendingUpIcon,
  UsersIcon,
  type Icon,
} from '../components/icons';
import type { SessionRole } from '../session';
import {
  BarChartIcon,
  CalendarIcon,
  GiftIcon,
  GroupIcon,
  HeadsetIcon,
  HelpCircleIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  MessageIcon,
  NewspaperIcon,
  PresentationIcon,
  ShoppingBagIcon,
  UserCogIcon,
  UserIcon,
  VideoIcon,
  WrenchIcon,
} from './shell-icons';

export interface NavItem {
  label: string;
  path: string;
  icon: Icon;
  /** Marked as a premium feature. */
  premium?: boolean;
}

export interface StaffNavItem extends NavItem {
  /** Shown to users holding any of these roles. */
  roles: readonly SessionRole[];
}

/** The sidebar's navigation, in the spec's order. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', path: '/dashboard', icon: LayoutDashboardIcon },
  { label: 'Community', path: '/community', icon: UsersIcon },
  { label: 'Groups', path: '/groups', icon: GroupIcon },
  { label: 'Messages', path: '/messages', icon: MessageIcon },
  { label: 'Studio', path: '/studio', icon: GraduationCapIcon },
  { label: 'Toolkit', path: '/toolkit', icon: WrenchIcon },
  { label: 'Self-Tape Buddy', path: '/self-tape-buddy', icon: VideoIcon, premium: true },
  { label: 'Scripts', path: '/scripts', icon: FileTextIcon },
  { label: 'Incubator', path: '/incubator', icon: LightbulbIcon },
  { label: 'Affirmations', path: '/affirmations', icon: SparklesIcon },
  { label: 'Progress', path: '/progress', icon: TrendingUpIcon },
  { label: 'Help', path: '/help', icon: LifeBuoyIcon },
  { label: 'Store', path: '/store', icon: ShoppingBagIcon, premium: true },
  { label: 'Blog', path: '/blog', icon: NewspaperIcon },
  { label: 'Profile', path: '/profile', icon: UserIcon },
  { label: 'Referrals', path: '/referrals', icon: GiftIcon },
  { label: 'Support', path: '/support', icon: HeadsetIcon },
  { label: 'Book Coaching', path: '/booking', icon: CalendarIcon },
  { label: 'FAQ', path: '/faq', icon: HelpCircleIcon },
];

/** Staff tools: the instructor dashboard for instructors and admins, the admin tools for admins. */
export const STAFF_NAV: readonly StaffNavItem[] = [
  { label: 'Instructor Dashboard', path: '/instructor', icon: PresentationIcon, roles: ['instructor', 'admin'] },
  { label: 'Admin CRM', path: '/admin-crm', icon: BarChartIcon, roles: ['admin'] },
  { label: 'User Management', path: '/user-management', icon: UserCogIcon, roles: ['admin'] },
];

export function staffNavFor(roles: readonly SessionRole[]): StaffNavItem[] {
  return STAFF_NAV.filter((item) => item.roles.some((role) => roles.includes(role)));
}
