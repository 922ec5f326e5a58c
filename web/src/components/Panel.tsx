import { useId, type ReactNode } from 'react';

/** A titled card section of a page. */
export function Panel({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
