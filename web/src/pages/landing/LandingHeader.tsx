import { ButtonLink } from '../../components/ButtonLink';
import { Logo } from '../../components/Logo';
import { ThemeToggle } from '../../theme/ThemeToggle';
import { SIGN_UP_PATH } from './paths';

export function LandingHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-page/90 px-4 backdrop-blur sm:px-6">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2">
        <Logo compact />
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <ButtonLink to="/auth" variant="ghost" className="px-3">
            Sign In
          </ButtonLink>
          <ButtonLink to={SIGN_UP_PATH} className="px-3 sm:px-4">
            Get Started
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
