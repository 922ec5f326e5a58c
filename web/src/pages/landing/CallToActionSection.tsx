import { FREE_TRIAL_NOTE } from './content';
import { LeadForm } from './LeadForm';

export function CallToActionSection() {
  return (
    <section id="get-started" aria-labelledby="cta-heading" className="scroll-mt-20 px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto grid max-w-5xl gap-10 rounded-2xl border border-line bg-surface p-6 sm:p-10 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
            Ready to take the next step?
          </h2>
          <p className="mt-4 text-lg text-muted">
            Leave your details and we will help you get set up, or start your free trial today.
          </p>
          <p className="mt-4 font-semibold text-accent-text">{FREE_TRIAL_NOTE}</p>
        </div>
        <LeadForm />
      </div>
    </section>
  );
}
