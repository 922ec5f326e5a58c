import { ButtonLink } from '../../components/ButtonLink';
import { ArrowRightIcon, PlayIcon } from '../../components/icons';
import { FREE_TRIAL_NOTE } from './content';
import { SIGN_UP_PATH } from './paths';

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden px-4 pt-32 pb-16 sm:px-6 sm:pt-40 sm:pb-24">
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0 -z-10" />
      <div className="mx-auto max-w-4xl text-center">
        <p className="inline-flex rounded-full border border-line bg-surface px-3 py-1 text-xs font-medium text-muted sm:text-sm">
          For actors, musicians, speakers and filmmakers
        </p>
        <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-fg sm:text-6xl">
          Your whole acting career, <span className="text-accent-text">in one greenroom</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted sm:text-xl">
          AI self-tape analysis, an AI scene-partner reader, your script library and practice tracking toward
          10,000 hours, plus a community and coaches who have your back.
        </p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink to={SIGN_UP_PATH} size="lg">
            Start Free Trial
            <ArrowRightIcon className="size-5" />
          </ButtonLink>
          <ButtonLink to="/auth" size="lg" variant="secondary">
            <PlayIcon className="size-5" />
            Watch Demo
          </ButtonLink>
        </div>
        <p className="mt-4 text-sm text-muted">{FREE_TRIAL_NOTE}</p>
      </div>
    </section>
  );
}
