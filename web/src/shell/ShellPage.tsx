import type { ReactNode } from 'react';
import { usePageMeta } from '../components/usePageMeta';

/** A page inside the app shell: its h1, an optional intro, the content. Never indexed. */
export function ShellPage({
  title,
  documentTitle,
  intro,
  children,
  className = '',
}: {
  title: ReactNode;
  /** The document title, when the h1 is not plain text. */
  documentTitle?: string;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  usePageMeta({ title: documentTitle ?? (typeof title === 'string' ? title : null), noindex: true });
  return (
    <div className={`mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 ${className}`}>
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
      {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}
