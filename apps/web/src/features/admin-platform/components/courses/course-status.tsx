import { COURSE_STATUSES, MESSAGES, type AdminCourseRow, type CourseStatus } from '@app/core';
import { LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api';
import { useSetAdminCourseStatus } from '../../api/set-admin-course-status';

export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };
const BADGE = { draft: 'secondary', published: 'success', archived: 'warning' } as const;

/** The status as a badge, for whoever may not change it. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  return <Badge variant={BADGE[status]}>{COURSE_STATUS_LABELS[status]}</Badge>;
}

/**
 * The admin's status select (spec: any of the three). It sends the version the list showed: a
 * course changed since is refused (409), and the list, read again, shows how it is now.
 */
export function CourseStatusSelect({ course }: { course: AdminCourseRow }) {
  const setStatus = useSetAdminCourseStatus();
  const shown = setStatus.isPending ? setStatus.variables.status : course.status;
  const change = (status: CourseStatus) =>
    setStatus.mutate(
      { courseId: course.id, status, version: course.version },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(MESSAGES.courseStatusFailed, { description: errorMessage(error, 'Please try again.') }),
      },
    );
  return (
    <div className="flex items-center gap-2">
      <NativeSelect
        aria-label={`Status of ${course.title}`}
        value={shown}
        disabled={setStatus.isPending}
        onChange={(e) => change(e.target.value as CourseStatus)}
        className="h-9 w-[8.5rem] py-1"
      >
        {COURSE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {COURSE_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
      {setStatus.isPending && <LoaderCircle aria-label="Saving" className="size-4 animate-spin text-muted-foreground" />}
    </div>
  );
}
