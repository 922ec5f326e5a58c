import { Link } from 'react-router-dom';
import { useMe } from '../../api/me';
import { ArrowRightIcon } from '../../components/icons';
import { useSignedInUser } from '../../session';
import { firstNameOf } from '../../shared/accounts';
import { ShellPage } from '../../shell/ShellPage';
import { FEATURE_CARDS, QUICK_ACCESS_CARDS } from './dashboard-content';
import { DashboardSection } from './DashboardSection';
import { PlanBanner } from './PlanBanner';

/** First name from the profile's full name, else the ID token's name, else 'Creator'. */
function useFirstName(): string {
  const user = useSignedInUser();
  const { data } = useMe();
  return firstNameOf(data?.fullName || user.fullName);
}

function ViewAllTools() {
  return (
    <Link
      to="/toolkit"
      className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-accent-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-text"
    >
      View All Tools
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}

export default function DashboardPage() {
  const firstName = useFirstName();
  return (
    <ShellPage
      title={`Welcome back, ${firstName}!`}
      documentTitle="Dashboard"
      intro="Pick up where you left off, or try something new today."
      className="pb-48 sm:pb-40"
    >
      <DashboardSection title="Featured" cards={FEATURE_CARDS} size="feature" gridClassName="md:grid-cols-3" />
      <DashboardSection
        title="Quick Access"
        cards={QUICK_ACCESS_CARDS}
        size="compact"
        gridClassName="grid-cols-1 sm:grid-cols-2 lg:grid-cols-5"
        action={<ViewAllTools />}
        className="mt-10"
      />
      <PlanBanner />
    </ShellPage>
  );
}
