import { useId, type ReactNode } from 'react';
import type { DashboardCard } from './dashboard-content';
import { CardLink } from './CardLink';

/** A titled grid of dashboard cards, with an optional link beside the title. */
export function DashboardSection({
  title,
  cards,
  size,
  gridClassName,
  action,
  className = '',
}: {
  title: string;
  cards: readonly DashboardCard[];
  size: 'feature' | 'compact';
  gridClassName: string;
  action?: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        {action}
      </div>
      <ul className={`mt-4 grid gap-4 ${gridClassName}`}>
        {cards.map((card) => (
          <li key={card.path}>
            <CardLink card={card} size={size} />
          </li>
        ))}
      </ul>
    </section>
  );
}
