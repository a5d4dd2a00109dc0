import { inCatalogue, type CourseStatus } from '@app/core';
import { Archive, EyeOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** What a learner is told of their course that left the catalogue: it stays theirs (core's learnerAccess). */
export const LEFT_CATALOGUE_NOTE = 'This course is no longer in the catalogue, but it stays yours: your lessons, progress and certificate.';

/** Labels of a course out of the catalogue, by its status: labels, never decisions. */
export const OUT_OF_CATALOGUE: Partial<Record<CourseStatus, { label: string; icon: typeof Archive }>> = {
  archived: { label: 'Archived', icon: Archive },
  draft: { label: 'Unpublished', icon: EyeOff },
};

/**
 * 'Archived' (or 'Unpublished', for a course taken back to draft) beside a learner's course that
 * left the catalogue; nothing for one that is in it. `hint` adds that it stays theirs.
 */
export function CourseStatusNote({ status, hint = false, className }: { status: CourseStatus; hint?: boolean; className?: string }) {
  const note = inCatalogue({ status }) ? undefined : OUT_OF_CATALOGUE[status];
  if (!note) return null;
  const { label, icon: Icon } = note;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-300', className)}>
      <Badge variant="outline" className="border-zinc-400/40 bg-zinc-500/20 text-zinc-100">
        <Icon aria-hidden /> {label}
      </Badge>
      {hint && <span>Left the catalogue, still yours</span>}
    </span>
  );
}
