import type { ComponentType, SVGProps } from 'react';
import {
  BriefcaseIcon,
  ClapperboardIcon,
  FileTextIcon,
  LightbulbIcon,
  MicIcon,
  MusicIcon,
  SparklesIcon,
  TrendingUpIcon,
  UsersIcon,
} from '../../components/icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

export const FREE_TRIAL_DAYS = 14;
export const FREE_TRIAL_NOTE = '14-day free trial, no credit card';

export interface Feature {
  title: string;
  description: string;
  icon: Icon;
}

export const FEATURES: readonly Feature[] = [
  {
    title: 'Script Library',
    description: 'Keep every monologue, scene and audition side in one personal library, ready when the call comes.',
    icon: FileTextIcon,
  },
  {
    title: 'Track Progress',
    description: 'Log practice sessions and watch your hours climb toward the 10,000-hour goal, milestone by milestone.',
    icon: TrendingUpIcon,
  },
  {
    title: 'Community',
    description: 'Share wins, trade feedback, join groups and message fellow performers.',
    icon: UsersIcon,
  },
  {
    title: 'AI Studio',
    description: 'Rehearse with AI scene partners and get self-tape analysis on framing, lighting and performance.',
    icon: SparklesIcon,
  },
  {
    title: 'Project Incubator',
    description: 'Develop your own projects from first idea to funded production, with milestones along the way.',
    icon: LightbulbIcon,
  },
  {
    title: 'Pro Toolkit',
    description: 'Audition timer, character builder, line-learning help and industry insights in one toolkit.',
    icon: BriefcaseIcon,
  },
];

export interface Audience {
  title: string;
  description: string;
  points: readonly string[];
  icon: Icon;
}

export const AUDIENCES: readonly Audience[] = [
  {
    title: 'Actors',
    description: 'From first class to series regular.',
    points: ['AI self-tape analysis', 'An AI scene-partner reader', 'Coaching sessions on Zoom'],
    icon: ClapperboardIcon,
  },
  {
    title: 'Musicians',
    description: 'Singers, players and performers on stage and screen.',
    points: ['Practice tracking by the hour', 'Performance feedback', 'Groups to rehearse with'],
    icon: MusicIcon,
  },
  {
    title: 'Speakers',
    description: 'Presenters, hosts and voice artists.',
    points: ['Delivery and presence practice', 'Daily affirmations from your muses', 'Recorded run-throughs to review'],
    icon: MicIcon,
  },
];

export interface Testimonial {
  name: string;
  role: string;
  company: string;
  content: string;
  rating: 5;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Maya Thompson',
    role: 'Film & TV Actor',
    company: 'Northlight Talent',
    content:
      'The self-tape feedback caught framing problems I had never noticed. I booked my first co-star role a month after I started.',
    rating: 5,
  },
  {
    name: 'Daniel Okafor',
    role: 'Theatre Actor',
    company: 'Riverside Repertory',
    content:
      'Running lines with the AI reader at midnight before an audition is a lifesaver. It never gets tired of the same scene.',
    rating: 5,
  },
  {
    name: 'Sofia Ramirez',
    role: 'Acting Student',
    company: 'Westbrook Conservatory',
    content:
      'Seeing my practice hours add up keeps me honest. The student discount made it easy to say yes.',
    rating: 5,
  },
  {
    name: 'James Chen',
    role: 'Commercial Actor',
    company: 'Bright Side Agency',
    content:
      'My script library goes everywhere with me now. I can prep sides on the train and record the tape the same evening.',
    rating: 5,
  },
  {
    name: 'Amara Wilson',
    role: 'Voice Actor',
    company: 'Soundstage Collective',
    content:
      'The community is generous with notes, and the groups keep me accountable every single week.',
    rating: 5,
  },
  {
    name: 'Lucas Bennett',
    role: 'Actor & Filmmaker',
    company: 'Lantern Films',
    content:
      'I took a short film from idea to funded shoot using the project incubator. Having everything in one place matters.',
    rating: 5,
  },
];

export const STUDENT_DISCOUNT_PERCENT = 25;

export const STUDENT_DISCOUNT_TERMS: readonly string[] = [
  'Upload proof of enrolment',
  'Discount applied within 24 hours',
  'Renewed annually',
  'Students must be 16 or older',
];

export interface StudentPlan {
  name: string;
  monthlyPrice: number;
}

/** Landing-page plans, per month. The student price is 25% off. */
export const STUDENT_PLANS: readonly StudentPlan[] = [
  { name: 'Studio Member', monthlyPrice: 49 },
  { name: 'Pro', monthlyPrice: 79 },
  { name: 'Elite', monthlyPrice: 149 },
];

export function studentPrice(monthlyPrice: number): number {
  return Math.round(monthlyPrice * (100 - STUDENT_DISCOUNT_PERCENT)) / 100;
}

export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

export interface FooterColumn {
  title: string;
  links: readonly { label: string; to: string }[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '#features' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Student Discount', to: '#student-discount' },
      { label: 'Studio Portal', to: '/studio' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', to: '/blog' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Help Centre', to: '/help' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Book Coaching', to: '/booking' },
      { label: 'Referral Program', to: '/referrals' },
      { label: 'Contact Support', to: '/support' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
    ],
  },
];
