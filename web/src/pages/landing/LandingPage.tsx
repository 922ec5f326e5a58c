import { organizationStructuredData } from '../../components/page-meta';
import { usePageMeta } from '../../components/usePageMeta';
import { AudienceSection } from './AudienceSection';
import { CallToActionSection } from './CallToActionSection';
import { FeaturesSection } from './FeaturesSection';
import { Hero } from './Hero';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { StudentDiscountSection } from './StudentDiscountSection';
import { TestimonialsSection } from './TestimonialsSection';

const LANDING_KEYWORDS = ['acting', 'self-tape', 'audition', 'acting coach', 'script library', 'actors', 'acting toolkit'];

export default function LandingPage() {
  usePageMeta({
    title: 'Acting Career Toolkit',
    keywords: LANDING_KEYWORDS,
    structuredData: organizationStructuredData(window.location.origin),
  });
  return (
    <>
      <LandingHeader />
      <main id="main">
        <Hero />
        <FeaturesSection />
        <AudienceSection />
        <TestimonialsSection />
        <StudentDiscountSection />
        <CallToActionSection />
      </main>
      <LandingFooter />
    </>
  );
}
