import { formatPercent, type SortDirection, type StudentRow, type StudentSort } from '@app/core';
import { ArrowDown, ArrowUp, ArrowUpDown, Hourglass } from 'lucide-react';
import type * as React from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { formatDay } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { EnrollmentStatusBadge, ProgressCell } from './status-badges';

interface TableProps {
  rows: StudentRow[];
  /** Show the course column (the all-students page). */
  showCourse: boolean;
  sort: StudentSort;
  dir: SortDirection;
  onSort: (sort: StudentSort, dir: SortDirection) => void;
  onOpen: (enrollmentId: string) => void;
}

/** A column header that sorts on the server; its state is announced with aria-sort. */
function SortHeader({ label, column, props }: { label: string; column: StudentSort; props: TableProps }) {
  const active = props.sort === column;
  const next: SortDirection = active
    ? props.dir === 'asc'
      ? 'desc'
      : 'asc'
    : column === 'enrolled' || column === 'lastActivity'
      ? 'desc'
      : 'asc';
  const Icon = !active ? ArrowUpDown : props.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (props.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className="px-2.5 py-3 font-semibold"
    >
      <button
        type="button"
        onClick={() => props.onSort(column, next)}
        className="inline-flex items-center gap-1 rounded-sm whitespace-nowrap outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-ring"
      >
        {label}
        <Icon aria-hidden className={cn('size-3.5', !active && 'opacity-50')} />
      </button>
    </th>
  );
}

const Plain = ({ children }: { children: React.ReactNode }) => (
  <th scope="col" className="px-2.5 py-3 font-semibold whitespace-nowrap">
    {children}
  </th>
);

function Waiting({ count }: { count: number }) {
  if (count === 0) return <span className="text-muted-foreground">0</span>;
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-amber-200">
      <Hourglass aria-hidden className="size-3.5" />
      {count}
    </span>
  );
}

/** The learner's name: the button that opens their detail. */
function NameButton({ row, onOpen }: { row: StudentRow; onOpen: (id: string) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(row.enrollmentId)}
      className="group flex min-w-0 items-center gap-3 rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <UserAvatar name={row.student.fullName} src={row.student.avatarUrl} className="size-9 rounded-full" />
      <span className="min-w-0">
        <span className="block truncate font-semibold text-white group-hover:underline">{row.student.fullName}</span>
        <span className="block truncate text-xs text-muted-foreground">{row.student.email ?? 'No email'}</span>
      </span>
    </button>
  );
}

/** The learners of the page: a table from xl up, cards below. Every row opens the learner's detail. */
export function StudentsTable(props: TableProps) {
  const { rows, showCourse, onOpen } = props;
  return (
    <>
      <div
        tabIndex={0}
        role="region"
        aria-label="Students table"
        className="hidden overflow-x-auto rounded-xl border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring xl:block"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Students, sorted on the server; column headers change the sort</caption>
          <thead className="border-b border-border bg-card/80 text-xs text-zinc-300">
            <tr>
              <SortHeader label="Student" column="name" props={props} />
              {showCourse && <SortHeader label="Course" column="course" props={props} />}
              <SortHeader label="Status" column="status" props={props} />
              <SortHeader label="Progress" column="progress" props={props} />
              <Plain>Lessons</Plain>
              <SortHeader label="Enrolled" column="enrolled" props={props} />
              <SortHeader label="Last activity" column="lastActivity" props={props} />
              <Plain>Best quiz</Plain>
              <Plain>To grade</Plain>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.enrollmentId} className="bg-card/30 hover:bg-card/70">
                <td className="max-w-60 px-2.5 py-3">
                  <NameButton row={row} onOpen={onOpen} />
                </td>
                {showCourse && <td className="max-w-44 min-w-32 px-2.5 py-3 text-zinc-200">{row.course.title}</td>}
                <td className="px-2.5 py-3">
                  <EnrollmentStatusBadge status={row.status} />
                </td>
                <td className="px-2.5 py-3">
                  <ProgressCell percent={row.progressPercentage} status={row.status} name={row.student.fullName} />
                </td>
                <td className="px-2.5 py-3 whitespace-nowrap text-zinc-200 tabular-nums">
                  {row.lessonsDone} / {row.lessonsTotal}
                </td>
                <td className="px-2.5 py-3 whitespace-nowrap text-zinc-300">{formatDay(row.enrolledAt)}</td>
                <td className="px-2.5 py-3 whitespace-nowrap text-zinc-300">{formatDay(row.lastActivityAt)}</td>
                <td className="px-2.5 py-3 text-zinc-200 tabular-nums">{formatPercent(row.bestQuizPercentage)}</td>
                <td className="px-2.5 py-3 tabular-nums">
                  <Waiting count={row.pendingAnswers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:hidden">
        {rows.map((row) => (
          <li key={row.enrollmentId} className="rounded-xl border border-border bg-card/60 p-4">
            <div className="flex items-start justify-between gap-3">
              <NameButton row={row} onOpen={onOpen} />
              <EnrollmentStatusBadge status={row.status} />
            </div>
            {showCourse && <p className="mt-2 text-sm text-zinc-300">{row.course.title}</p>}
            <ProgressCell className="mt-3" percent={row.progressPercentage} status={row.status} name={row.student.fullName} />
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-xs sm:grid-cols-3">
              <Fact label="Lessons">
                {row.lessonsDone} / {row.lessonsTotal}
              </Fact>
              <Fact label="Enrolled">{formatDay(row.enrolledAt)}</Fact>
              <Fact label="Last activity">{formatDay(row.lastActivityAt)}</Fact>
              <Fact label="Best quiz">{formatPercent(row.bestQuizPercentage)}</Fact>
              <Fact label="To grade">
                <Waiting count={row.pendingAnswers} />
              </Fact>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-2 sm:block">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-zinc-200 tabular-nums">{children}</dd>
    </div>
  );
}
