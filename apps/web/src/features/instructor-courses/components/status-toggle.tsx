import { toggledCourseStatus, type CourseStatus } from '@app/core';
import { LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';
import { cn } from '@/lib/utils';
import { errorMessage } from '@/lib/api';
import { useSetCourseStatus } from '../api/set-course-status';
import { STATUS_LABELS } from '../labels';

const STYLE: Record<CourseStatus, string> = {
  published: 'border-green-400/40 bg-green-500/15 text-green-200 hover:bg-green-500/25',
  draft: 'border-zinc-500/50 bg-zinc-500/15 text-zinc-200 hover:bg-zinc-500/25',
  archived: 'border-amber-400/40 bg-amber-500/15 text-amber-200 hover:bg-amber-500/25',
};

/** The spec's badge toggle: published goes to draft, anything else to published. */
export function StatusToggle({ course }: { course: { id: string; title: string; status: CourseStatus } }) {
  const setStatus = useSetCourseStatus();
  const next = toggledCourseStatus(course.status);
  const toggle = () => {
    if (setStatus.isPending) return;
    setStatus.mutate(
      { courseId: course.id, status: next },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error('Failed to update course status', { description: errorMessage(error, 'Please try again.') }),
      },
    );
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-disabled={setStatus.isPending || undefined}
      aria-label={`${STATUS_LABELS[course.status]}: ${next === 'published' ? 'publish' : 'unpublish'} ${course.title}`}
      title={next === 'published' ? 'Publish' : 'Unpublish'}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring aria-disabled:opacity-60',
        STYLE[course.status],
      )}
    >
      {setStatus.isPending && <LoaderCircle aria-hidden className="size-3 animate-spin" />}
      {STATUS_LABELS[course.status]}
    </button>
  );
}
