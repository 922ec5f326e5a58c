import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from './icons';
import { SiteHeader } from './SiteHeader';
import { usePageMeta } from './usePageMeta';

/** A plain centred page: header, an optional lead above the h1, body, and a link home. */
export function SimplePage({
  title,
  lead,
  documentTitle = title,
  children,
  backTo = '/',
  backLabel = 'Back to home',
  noindex = false,
}: {
  title: string;
  lead?: ReactNode;
  documentTitle?: string;
  children?: ReactNode;
  backTo?: string;
  backLabel?: string;
  noindex?: boolean;
}) {
  usePageMeta({ title: documentTitle, noindex });
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        {lead}
        <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">{title}</h1>
        {children}
        <Link
          to={backTo}
          className="mt-2 inline-flex items-center gap-2 rounded-md font-semibold text-accent-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-text"
        >
          <ArrowLeftIcon className="size-4" />
          {backLabel}
        </Link>
      </main>
    </div>
  );
}
