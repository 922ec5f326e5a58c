import { Link } from 'react-router-dom';
import { LogoMark } from './icons';
import { PRODUCT_NAME } from './usePageTitle';

export function Logo() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-text"
    >
      <LogoMark className="size-8" />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
