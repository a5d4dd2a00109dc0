import { formatDueDate, plural, type CourseAssignment } from '@app/core';
import { CalendarPlus, ClipboardList, FileBarChart, LoaderCircle, RefreshCcw, User, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ListSkeleton, LoadError } from '@/components/list-parts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/format-date';
import { useCourseAssignments } from '../api/get-course-assignments';
import { dueRuleText } from '../assign-form';

/**
 * A course's assignments: to whom (a group, or people named one by one), due when, recertification,
 * how many learners, and 'Assigning…' while the background job adds a group's members (the list asks
 * again every 2 s until it is done). `onAssign` is the Assign button (whoever may assign a published
 * course); `complianceHref` the course's report.
 */
export function CourseAssignments({
  courseId,
  onAssign,
  assignHint,
  complianceHref,
}: {
  courseId: string;
  onAssign?: () => void;
  /** Why Assign is not offered, when it is not (a draft course). */
  assignHint?: string;
  complianceHref?: string;
}) {
  const list = useCourseAssignments(courseId);
  const assignments = list.data?.assignments;
  return (
    <section aria-labelledby="course-assignments" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="course-assignments" className="text-xl font-bold text-white">
            Assignments
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Who must complete this course, and by when.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {complianceHref && (
            <Button asChild variant="outline" size="sm">
              <Link to={complianceHref}>
                <FileBarChart aria-hidden /> Compliance report
              </Link>
            </Button>
          )}
          {onAssign && (
            <Button size="sm" onClick={onAssign}>
              <CalendarPlus aria-hidden /> Assign
            </Button>
          )}
        </div>
      </div>
      {assignHint && !onAssign && <p className="text-sm text-muted-foreground">{assignHint}</p>}
      <div aria-busy={list.isFetching && !list.data}>
        {list.isError && !list.data ? (
          <LoadError
            title="The assignments could not be loaded"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : !assignments ? (
          <ListSkeleton label="Loading the assignments" rows={3} />
        ) : assignments.length === 0 ? (
          <EmptyState icon={ClipboardList} title="Not assigned yet">
            {onAssign
              ? 'Assign this course to groups or people, with a due date, and they will find it on their dashboard.'
              : 'Nobody has been assigned this course.'}
          </EmptyState>
        ) : (
          <ul className="grid gap-2" aria-label="Assignments of this course">
            {assignments.map((a) => (
              <AssignmentItem key={a.id} assignment={a} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function AssignmentItem({ assignment: a }: { assignment: CourseAssignment }) {
  const group = a.target.type === 'group' ? a.target : null;
  const Icon = group ? UsersRound : User;
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_minmax(0,1fr)_7.5rem] sm:items-center">
      <div className="flex min-w-0 items-start gap-3">
        <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-white/10 text-zinc-200">
          <Icon className="size-4" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold break-words text-white">
            {group ? (
              <>
                <span className="sr-only">Group: </span>
                {group.groupName}
                {group.groupId === null && (
                  <span className="ml-2 text-xs font-normal text-muted-foreground">(group deleted; its members keep it)</span>
                )}
              </>
            ) : (
              'People named one by one'
            )}
          </p>
          <p className="text-xs text-muted-foreground">
            Assigned {formatDay(a.createdAt)}
            {a.createdByName && ` by ${a.createdByName}`}
          </p>
        </div>
      </div>
      <div className="text-sm text-zinc-200">
        <p>
          <span className="sr-only">Due: </span>
          {dueRuleText(a.due, formatDueDate)}
        </p>
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <RefreshCcw aria-hidden className="size-3" />
          {a.recertMonths ? `Recertify every ${plural(a.recertMonths, 'month')}` : 'No recertification'}
        </p>
      </div>
      <p className="text-sm text-zinc-200 tabular-nums">{plural(a.learnerCount, 'learner')}</p>
      <div className="sm:text-right">
        {a.state === 'assigning' ? (
          <Badge variant="info" role="status">
            <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" /> Assigning…
          </Badge>
        ) : (
          <Badge variant="success">Done</Badge>
        )}
      </div>
    </li>
  );
}
