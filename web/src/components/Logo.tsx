import { Link } from 'react-router-dom';
import { LogoMark } from './icons';
import { PRODUCT_NAME } from './page-meta';

/**
 * The product logo as a link (home by default). The word stays the link's name when hidden:
 * `compact` hides it on very narrow screens, `iconOnly` always.
 */
export function Logo({ to = '/', compact = false, iconOnly = false }: { to?: string; compact?: boolean; iconOnly?: boolean }) {
  const word = iconOnly ? 'sr-only' : compact ? 'max-[419px]:sr-only' : undefined;
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-text"
    >
      <LogoMark className="size-8 shrink-0" />
      <span className={word}>{PRODUCT_NAME}</span>
    </Link>
  );
}
