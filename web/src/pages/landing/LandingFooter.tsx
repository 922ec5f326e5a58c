import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { PRODUCT_NAME } from '../../components/page-meta';
import { FOOTER_COLUMNS } from './content';

const LINK_CLASSES =
  'rounded-sm text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-text';

function FooterLink({ label, to }: { label: string; to: string }) {
  return to.startsWith('#') ? (
    <a href={to} className={LINK_CLASSES}>
      {label}
    </a>
  ) : (
    <Link to={to} className={LINK_CLASSES}>
      {label}
    </Link>
  );
}

export function LandingFooter() {
  return (
    <footer className="border-t border-line px-4 py-12 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[1.5fr_repeat(4,1fr)]">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-muted">
            The acting-career toolkit for actors, musicians, speakers and filmmakers.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-4">
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
              <h2 id={`footer-${column.title}`} className="text-sm font-semibold text-fg">
                {column.title}
              </h2>
              <ul className="mt-4 space-y-3 text-sm">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterLink {...link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <p className="mx-auto mt-12 max-w-6xl border-t border-line pt-6 text-sm text-muted">
        © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
