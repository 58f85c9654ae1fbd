import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { StatCard, type StatCardProps } from '@/components/ui/stat-card';
import { cn } from '@/lib/cn';

/** A card that opens the list it counts (decision 177). */
const CARD_LINK =
  'block rounded-card transition hover:[&>*]:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** One figure of a screen's stat cards: what its StatCard shows, and the list it opens, if any. */
export interface StatFigure extends Omit<StatCardProps, 'icon'> {
  /** Drawn at the one size every stat card's icon has. */
  icon: LucideIcon;
  /** The list the figure counts (decision 177): the whole card is a link to it. */
  to?: string;
}

/**
 * The stat cards of a back-office screen (orders, products, the dashboard), one StatCard per figure in
 * the order given. The screen places them: a StatGrid, or a grid of its own.
 */
export function StatCards({ figures }: { figures: readonly StatFigure[] }) {
  return (
    <>
      {figures.map(({ icon: Icon, to, className, ...figure }) => {
        const key = figure.testId ?? figure.label;
        const card = (
          <StatCard
            {...figure}
            key={key}
            // A linked card fills its link, so that a row of cards keeps one height.
            className={cn(to && 'h-full', className)}
            icon={<Icon className="h-5 w-5" />}
          />
        );
        return to ? (
          <Link key={key} to={to} className={CARD_LINK}>
            {card}
          </Link>
        ) : (
          card
        );
      })}
    </>
  );
}
