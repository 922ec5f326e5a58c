import { usePageTitle } from '../../components/usePageTitle';
import { AudienceSection } from './AudienceSection';
import { CallToActionSection } from './CallToActionSection';
import { FeaturesSection } from './FeaturesSection';
import { Hero } from './Hero';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { StudentDiscountSection } from './StudentDiscountSection';
import { TestimonialsSection } from './TestimonialsSection';

export default function LandingPage() {
  usePageTitle('Acting Career Toolkit');
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
