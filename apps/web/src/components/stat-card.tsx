import type { LucideIcon } from 'lucide-react';
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
    <div className="rounded-xl border border-border bg-card p-4 shadow-lg shadow-black/30">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{label}</p>
        <Icon aria-hidden className="size-5 text-brand-text" />
      </div>
      {isLoading ? (
        <Skeleton className="mt-2 h-8 w-16" />
      ) : (
        <p className="mt-1 text-2xl font-bold text-white tabular-nums sm:text-3xl">{value}</p>
      )}
    </div>
  );
}
