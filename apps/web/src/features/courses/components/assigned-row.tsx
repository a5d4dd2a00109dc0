import { compareAssigned, type CourseCard, type MyAssignment } from '@app/core';
import { AlertCircle, RotateCcw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useMyAssignments } from '../api/get-my-assignments';
import { AssignedCourseCard } from './assigned-course-card';
import { CourseRow } from './course-row';

/**
 * "Assigned to you": the courses the learner's organisation assigned them, each with its due date
 * and status, overdue and expired first (core's compareAssigned; the server sends them in that
 * order already, and a stable sort keeps its ties). Skeleton cards while they load; nothing at all
 * when there are none. Needs a CoursePreviewProvider around it, as every course row.
 */
export function AssignedRow({
  matches,
}: {
  /** Only the courses this keeps (My Courses' search and categories). */ matches?: (course: CourseCard) => boolean;
}) {
  const assigned = useMyAssignments();
  if (assigned.isError)
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden />
        <AlertTitle>Your assigned courses could not be loaded</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3">
          {errorMessage(assigned.error, 'Please try again.')}
          <Button size="sm" variant="outline" onClick={() => void assigned.refetch()} disabled={assigned.isFetching}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  // One card a course: a course assigned twice (by a group and by name) shows its most pressing assignment.
  const byId = new Map<string, MyAssignment>();
  for (const a of [...(assigned.data?.assignments ?? [])].sort(compareAssigned))
    if (!byId.has(a.course.id) && (!matches || matches(a.course))) byId.set(a.course.id, a);
  const items = assigned.data ? [...byId.values()] : undefined;
  return (
    <CourseRow
      title="Assigned to you"
      courses={items?.map((a) => a.course)}
      isLoading={assigned.isPending}
      limit={Infinity}
      renderCard={(course, sizes) => <AssignedCourseCard item={byId.get(course.id)!} sizes={sizes} />}
    />
  );
}
