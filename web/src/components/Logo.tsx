import { Link } from 'react-router-dom';
import { LogoMark } from './icons';
import { PRODUCT_NAME } from './usePageTitle';

/** The product logo, linking home. `compact` hides the word on very narrow screens (it stays the link's name). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-text"
    >
      <LogoMark className="size-8" />
      <span className={compact ? 'max-[419px]:sr-only' : undefined}>{PRODUCT_NAME}</span>
    </Link>
  );
}
