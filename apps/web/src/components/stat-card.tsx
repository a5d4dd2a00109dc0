import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** One figure with its label and icon. */
export function StatCard({
  label,
  value,
  icon: Icon,
  isLoading,
}: {
  label: string;
  value: string | number;
  icon: LucideIcon;
  isLoading?: boolean;
}) {
  return (
    <div className="@container rounded-xl border border-border bg-card p-4 shadow-lg shadow-black/30">
      {/* Beside its label in a card with room; above it in a narrow one (three to a row on a phone),
          so that the label wraps between words and the icon keeps its size. */}
      <div className="flex flex-col-reverse gap-1.5 @[10rem]:flex-row @[10rem]:items-start @[10rem]:justify-between @[10rem]:gap-2">
        <p className="min-w-0 text-sm text-muted-foreground">{label}</p>
        <Icon aria-hidden className="size-5 shrink-0 text-brand-text" />
      </div>
      {isLoading ? (
        <Skeleton className="mt-2 h-8 w-16" />
      ) : (
        // A long figure ('$143,972.10' in a half-width card on a phone) shrinks to its card's width
        // instead of running out of it: 100cqi is the width here, a character at most about 0.75em.
        <div
          className="@container mt-1"
          style={{ '--fit': `calc(100cqi / ${0.75 * Math.max(1, String(value).length)})` } as React.CSSProperties}
        >
          <p className="leading-8 font-bold whitespace-nowrap text-white tabular-nums [font-size:min(1.5rem,var(--fit))] sm:leading-9 sm:[font-size:min(1.875rem,var(--fit))]">
            {value}
          </p>
        </div>
      )}
    </div>
  );
}
