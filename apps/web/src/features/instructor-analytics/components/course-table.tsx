import { formatMoney, formatPrice, type CourseFigures } from '@app/core';
import type * as React from 'react';
import { formatAverage, formatCount } from './format';

/** The figures of a course, in the table's column order; the cards on phones read the same list. */
const FIGURES: { label: string; value: (c: CourseFigures) => React.ReactNode }[] = [
  { label: 'Enrollments', value: (c) => formatCount(c.enrollments) },
  { label: 'Completions', value: (c) => formatCount(c.completions) },
  { label: 'Revenue', value: (c) => formatMoney(c.revenue) },
  { label: 'Active learners', value: (c) => formatCount(c.activeLearners) },
  {
    label: 'Rating',
    value: (c) => (
      <>
        {formatAverage(c.averageRating, c.ratingCount)}
        {c.ratingCount > 0 && <span className="ml-1 text-xs text-muted-foreground">({c.ratingCount})</span>}
      </>
    ),
  },
];

function CourseName({ course }: { course: CourseFigures }) {
  return (
    <>
      {course.title}
      {course.status !== 'published' && (
        <span className="ml-2 text-xs font-normal text-muted-foreground capitalize">({course.status})</span>
      )}
      <span className="block text-xs font-normal text-muted-foreground">{formatPrice(course.price)}</span>
    </>
  );
}

/**
 * Every course of the view with its figures of the period, most enrollments first: a table from
 * lg up, a card per course below, where six columns would scroll sideways.
 */
export function CourseTable({ courses, period }: { courses: CourseFigures[]; period: number }) {
  return (
    <section aria-labelledby="analytics-courses" className="rounded-xl border border-border bg-card p-4 shadow-lg shadow-black/30 sm:p-5">
      <h2 id="analytics-courses" className="text-lg font-bold text-white">
        Courses
      </h2>
      <p className="mt-0.5 text-sm text-muted-foreground">Each course over the last {period} days.</p>
      <div
        tabIndex={0}
        role="region"
        aria-label="Courses table"
        className="mt-4 hidden overflow-x-auto rounded-lg border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring lg:block"
      >
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">Figures per course over the last {period} days</caption>
          <thead className="bg-black/30 text-xs text-zinc-300 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-semibold">
                Course
              </th>
              {FIGURES.map((f) => (
                <th key={f.label} scope="col" className="px-3 py-2.5 text-right font-semibold">
                  {f.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {courses.map((c) => (
              <tr key={c.id}>
                <th scope="row" className="px-3 py-2.5 font-medium text-zinc-100">
                  <CourseName course={c} />
                </th>
                {FIGURES.map((f) => (
                  <td key={f.label} className="px-3 py-2.5 text-right tabular-nums">
                    {f.value(c)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label="Course figures" className="mt-4 grid gap-3 lg:hidden">
        {courses.map((c) => (
          <li key={c.id} className="rounded-lg border border-border bg-black/20 p-3">
            <h3 className="text-sm font-medium break-words text-zinc-100">
              <CourseName course={c} />
            </h3>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm min-[360px]:grid-cols-3">
              {FIGURES.map((f) => (
                <div key={f.label} className="min-w-0">
                  <dt className="text-xs text-muted-foreground">{f.label}</dt>
                  <dd className="text-zinc-100 tabular-nums">{f.value(c)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
