import { ThemeToggle } from '../theme/ThemeToggle';
import { Logo } from './Logo';

/** The header of the simple public pages: logo home, and the theme switch. */
export function SiteHeader() {
  return (
    <header className="border-b border-line px-4 sm:px-6">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between">
        <Logo />
        <ThemeToggle />
      </div>
    </header>
  );
}
