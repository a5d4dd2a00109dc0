import { canCourse, courseRemoval, formatRating, inCatalogue, type AdminCourseRow, type CourseRemoval, type SessionUser } from '@app/core';
import { Archive, CalendarPlus, ClipboardCheck, ClipboardList, Star, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { RowMenu } from '@/components/row-menu';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { CourseThumbnail } from '@/features/courses';
import { useIsMobile } from '@/hooks/use-mobile';
import { formatDay } from '@/lib/format-date';
import { td, th } from '@/components/admin-page';
import { CourseStatusBadge, CourseStatusSelect } from './course-status';

/**
 * Every course with its instructor, category, enrollments and rating. Whoever may manage a course
 * (the policy's canCourse) gets its status select and, in the row's menu, Assign and its
 * assignments for a published course, and Delete or, for a course with learners, Archive
 * (courseRemoval); anyone else reads the badge.
 */
export function AdminCourseTable({
  courses,
  user,
  onRemove,
  onAssign,
}: {
  courses: AdminCourseRow[];
  user: SessionUser;
  onRemove: (course: AdminCourseRow) => void;
  onAssign: (course: AdminCourseRow) => void;
}) {
  const manages = (c: AdminCourseRow) => canCourse(user, 'manage', { instructorId: c.instructorId, status: c.status });
  const removal = (c: AdminCourseRow) => courseRemoval(user, c);
  const assignable = (c: AdminCourseRow) => canCourse(user, 'assign', c) && inCatalogue(c);
  const anyActions = courses.some((c) => removal(c) !== null || assignable(c));
  // A phone has no room for a status column beside the title: the status goes under it (one control either way).
  const narrow = useIsMobile();
  const status = (course: AdminCourseRow) =>
    manages(course) ? <CourseStatusSelect course={course} /> : <CourseStatusBadge status={course.status} />;
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">Every course on the platform</caption>
        <thead className="border-b border-border bg-black/30">
          <tr>
            <th scope="col" className={th}>
              Course
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Instructor
            </th>
            {!narrow && (
              <th scope="col" className={th}>
                Status
              </th>
            )}
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
              Enrollments
            </th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>
              Rating
            </th>
            <th scope="col" className={`${th} hidden xl:table-cell`}>
              Created
            </th>
            {anyActions && (
              <th scope="col" className={`${th} text-right`}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {courses.map((course) => {
            const rating = formatRating(course.rating, course.reviewCount);
            return (
              <tr key={course.id} className="hover:bg-white/[0.02]">
                <td className={td}>
                  <div className="flex min-w-0 items-center gap-3">
                    <div className="hidden h-10 w-16 shrink-0 overflow-hidden rounded-md min-[480px]:block">
                      <CourseThumbnail course={course} sizes="64px" alt="" />
                    </div>
                    <div className="min-w-0">
                      {course.status === 'published' ? (
                        <Link
                          to={`/course-details/${course.id}`}
                          className="line-clamp-3 font-semibold break-words text-white hover:underline focus-visible:underline focus-visible:outline-none"
                        >
                          {course.title}
                        </Link>
                      ) : (
                        <p className="line-clamp-3 font-semibold break-words text-white">{course.title}</p>
                      )}
                      <p className="text-xs text-muted-foreground">
                        {course.categoryName ?? 'Uncategorized'}
                        <span className="md:hidden"> · {course.instructorName ?? 'Unknown Instructor'}</span>
                      </p>
                      {narrow && <div className="mt-2">{status(course)}</div>}
                    </div>
                  </div>
                </td>
                <td className={`${td} hidden text-zinc-200 md:table-cell`}>{course.instructorName ?? 'Unknown Instructor'}</td>
                {!narrow && <td className={td}>{status(course)}</td>}
                <td className={`${td} hidden text-right text-zinc-200 tabular-nums sm:table-cell`}>{course.enrollments}</td>
                <td className={`${td} hidden whitespace-nowrap text-zinc-200 lg:table-cell`}>
                  {rating ? (
                    <span className="inline-flex items-center gap-1">
                      <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
                      {rating} <span className="text-muted-foreground">({course.reviewCount})</span>
                    </span>
                  ) : (
                    <span className="text-muted-foreground">No ratings</span>
                  )}
                </td>
                <td className={`${td} hidden whitespace-nowrap text-zinc-300 xl:table-cell`}>{formatDay(course.createdAt)}</td>
                {anyActions && (
                  <td className={`${td} text-right`}>
                    <CourseMenu
                      course={course}
                      removal={removal(course)}
                      onRemove={onRemove}
                      onAssign={assignable(course) ? onAssign : undefined}
                    />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function CourseMenu({
  course,
  removal,
  onRemove,
  onAssign,
}: {
  course: AdminCourseRow;
  removal: CourseRemoval | null;
  onRemove: (course: AdminCourseRow) => void;
  onAssign?: (course: AdminCourseRow) => void;
}) {
  if (!removal && !onAssign) return null;
  return (
    <RowMenu label={`Actions for ${course.title}`}>
      {onAssign && (
        <>
          <DropdownMenuItem onSelect={() => onAssign(course)}>
            <CalendarPlus aria-hidden /> Assign…
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={`/instructor/courses/${course.id}?tab=assignments`}>
              <ClipboardList aria-hidden /> Assignments
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={`/admin/compliance?course=${course.id}`}>
              <ClipboardCheck aria-hidden /> Compliance report
            </Link>
          </DropdownMenuItem>
          {removal && <DropdownMenuSeparator />}
        </>
      )}
      {removal === null ? null : removal === 'archive' ? (
        <DropdownMenuItem onSelect={() => onRemove(course)}>
          <Archive aria-hidden /> Archive
        </DropdownMenuItem>
      ) : (
        <DropdownMenuItem variant="destructive" onSelect={() => onRemove(course)}>
          <Trash2 aria-hidden /> Delete
        </DropdownMenuItem>
      )}
    </RowMenu>
  );
}
