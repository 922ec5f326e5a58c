import { Link } from 'react-router-dom';
import type { DashboardCard } from './dashboard-content';

/** A dashboard card: the whole card is the link. `size` sets the feature or the quick-access look. */
export function CardLink({ card, size }: { card: DashboardCard; size: 'feature' | 'compact' }) {
  const Icon = card.icon;
  const feature = size === 'feature';
  return (
    <Link
      to={card.path}
      className="group relative flex h-full flex-col rounded-xl border border-line bg-surface p-5 transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-text"
    >
      <span className="flex items-start justify-between gap-3">
        <span className={`inline-flex items-center justify-center rounded-lg bg-accent-soft text-accent-text ${feature ? 'size-11' : 'size-9'}`}>
          <Icon className={feature ? 'size-5' : 'size-4'} />
        </span>
        {card.badge ? (
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-fg">{card.badge}</span>
        ) : null}
      </span>
      <h3 className={`mt-4 font-semibold text-fg group-hover:text-accent-text ${feature ? 'text-lg' : 'text-base'}`}>{card.title}</h3>
      <p className="mt-1 text-sm text-muted">{card.description}</p>
    </Link>
  );
}
