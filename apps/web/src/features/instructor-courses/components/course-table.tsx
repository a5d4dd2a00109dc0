import { formatPrice, type CourseRemoval, type InstructorCourseRow } from '@app/core';
import { Archive, Eye, ListTree, Pencil, Trash2, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { RowMenu } from '@/components/row-menu';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { CourseThumbnail } from '@/features/courses';
import { formatDay } from '@/lib/format-date';
import { StatusToggle } from './status-toggle';

export interface CourseActions {
  onEdit: (course: InstructorCourseRow) => void;
  onDelete: (course: InstructorCourseRow) => void;
  onArchive: (course: InstructorCourseRow) => void;
  /** What the row offers to take the course away: the policy's courseRemoval. */
  removal: (course: InstructorCourseRow) => CourseRemoval | null;
  /** The dashboard opens the Curriculum Builder in place; the list page goes to the course. */
  onCurriculum?: (course: InstructorCourseRow) => void;
}

interface CourseTableProps extends CourseActions {
  courses: InstructorCourseRow[];
  caption: string;
  /** 'buttons': the dashboard's icon actions (Delete or Archive in a menu beside them); 'menu': the list page's per-row menu. */
  actions: 'buttons' | 'menu';
}

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const td = 'px-3 py-3 align-middle';

/** Course Management: Course, Status, Students, Price, Last Updated, Actions. */
export function CourseTable({ courses, caption, actions, ...handlers }: CourseTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full min-w-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-black/30">
          <tr>
            <th scope="col" className={th}>
              Course
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              Students
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Price
            </th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>
              Last Updated
            </th>
            <th scope="col" className={`${th} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {courses.map((course) => (
            <tr key={course.id} className="hover:bg-white/[0.02]">
              <td className={td}>
                <div className="flex min-w-0 items-center gap-3">
                  <div className="hidden h-10 w-16 shrink-0 overflow-hidden rounded-md min-[420px]:block">
                    <CourseThumbnail course={course} sizes="64px" alt="" />
                  </div>
                  <div className="min-w-0">
                    <Link
                      to={`/instructor/courses/${course.id}`}
                      className="line-clamp-2 font-semibold break-words text-white hover:underline focus-visible:underline focus-visible:outline-none"
                    >
                      {course.title}
                    </Link>
                    <p className="text-xs text-muted-foreground">{course.categoryName ?? 'Uncategorized'}</p>
                  </div>
                </div>
              </td>
              <td className={td}>
                <StatusToggle course={course} />
              </td>
              <td className={`${td} hidden text-zinc-200 tabular-nums sm:table-cell`}>{course.students}</td>
              <td className={`${td} hidden text-zinc-200 tabular-nums md:table-cell`}>{formatPrice(course.price)}</td>
              <td className={`${td} hidden whitespace-nowrap text-zinc-300 lg:table-cell`}>{formatDay(course.updatedAt)}</td>
              <td className={`${td} text-right`}>
                {actions === 'buttons' ? (
                  <>
                    <RowButtons course={course} {...handlers} />
                    {/* A phone has no room for four icons beside the title: the same actions in a menu. */}
                    <div className="md:hidden">
                      <CourseMenu course={course} {...handlers} />
                    </div>
                  </>
                ) : (
                  <CourseMenu course={course} {...handlers} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RowButtons({ course, onEdit, onCurriculum, ...rest }: CourseActions & { course: InstructorCourseRow }) {
  return (
    <div className="hidden items-center justify-end gap-0.5 md:flex">
      <Button asChild variant="ghost" size="icon-sm">
        <Link to={`/instructor/courses/${course.id}/students`} aria-label={`Students of ${course.title}`} title="Students">
          <Users aria-hidden />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={() => onCurriculum?.(course)}
        aria-label={`Curriculum of ${course.title}`}
        title="Curriculum"
      >
        <ListTree aria-hidden />
      </Button>
      <Button variant="ghost" size="icon-sm" onClick={() => onEdit(course)} aria-label={`Edit ${course.title}`} title="Edit">
        <Pencil aria-hidden />
      </Button>
      {rest.removal(course) ? (
        <RowMenu label={`More actions for ${course.title}`}>
          <RemovalItem course={course} {...rest} />
        </RowMenu>
      ) : (
        // Keeps the icons of every row in their columns.
        <span aria-hidden className="size-8" />
      )}
    </div>
  );
}

function CourseMenu({ course, onEdit, onCurriculum, ...rest }: CourseActions & { course: InstructorCourseRow }) {
  const navigate = useNavigate();
  return (
    <RowMenu label={`Actions for ${course.title}`}>
      <DropdownMenuItem onSelect={() => void navigate(`/instructor/courses/${course.id}`)}>
        <Eye aria-hidden /> View
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onEdit(course)}>
        <Pencil aria-hidden /> Edit
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => void navigate(`/instructor/courses/${course.id}/students`)}>
        <Users aria-hidden /> Students
      </DropdownMenuItem>
      {onCurriculum && (
        <DropdownMenuItem onSelect={() => onCurriculum(course)}>
          <ListTree aria-hidden /> Curriculum
        </DropdownMenuItem>
      )}
      {rest.removal(course) && <DropdownMenuSeparator />}
      <RemovalItem course={course} {...rest} />
    </RowMenu>
  );
}

/** Delete for a course without learners; Archive for one with them, which is never deleted; nothing once that one is archived. */
function RemovalItem({
  course,
  removal,
  onDelete,
  onArchive,
}: Omit<CourseActions, 'onEdit' | 'onCurriculum'> & { course: InstructorCourseRow }) {
  switch (removal(course)) {
    case 'delete':
      return (
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(course)}>
          <Trash2 aria-hidden /> Delete
        </DropdownMenuItem>
      );
    case 'archive':
      return (
        <DropdownMenuItem onSelect={() => onArchive(course)}>
          <Archive aria-hidden /> Archive
        </DropdownMenuItem>
      );
    default:
      return null;
  }
}

export function CourseTableSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4" aria-busy="true" aria-label="Loading courses">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="h-10 w-16" />
          <Skeleton className="h-5 flex-1" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-8 w-24" />
        </div>
      ))}
    </div>
  );
}
