import { FileTextIcon, GraduationCapIcon, type Icon } from '../../components/icons';
import { CalendarIcon, ClockIcon, GroupIcon, MessageIcon, VideoIcon, WrenchIcon } from '../../shell/shell-icons';

export interface DashboardCard {
  title: string;
  description: string;
  path: string;
  icon: Icon;
  badge?: string;
}

export const FEATURE_CARDS: readonly DashboardCard[] = [
  {
    title: 'Self-Tape Buddy',
    description: 'Record self-tapes with an AI reader and get feedback on every take.',
    path: '/self-tape-buddy',
    icon: VideoIcon,
    badge: 'Popular',
  },
  {
    title: '10k Hour Tracker',
    description: 'Log your practice and watch your progress toward 10,000 hours.',
    path: '/progress',
    icon: ClockIcon,
  },
  {
    title: 'Book Coaching',
    description: 'Book a one-on-one session with a professional acting coach.',
    path: '/booking',
    icon: CalendarIcon,
  },
];

export const QUICK_ACCESS_CARDS: readonly DashboardCard[] = [
  { title: 'Toolkit', description: 'Practice tools for every audition', path: '/toolkit', icon: WrenchIcon },
  { title: 'Studio', description: 'Courses and class notes', path: '/studio', icon: GraduationCapIcon },
  { title: 'Groups', description: 'Classes, workshops and projects', path: '/groups', icon: GroupIcon },
  { title: 'Scripts', description: 'Your script and scene library', path: '/scripts', icon: FileTextIcon },
  { title: 'Messages', description: 'Talk with classmates and coaches', path: '/messages', icon: MessageIcon },
];

export const PLAN_BANNER = {
  name: 'Monthly Creator Plan',
  price: '$29/month',
  offer: 'Unlimited AI feedback + 1 free coaching session',
  action: 'Start Free Trial',
  path: '/pricing',
} as const;
