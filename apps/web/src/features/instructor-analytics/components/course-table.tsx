import { formatMoney, formatPrice, type CourseFigures } from '@app/core';
import { formatAverage, formatCount } from './format';

/** Every course of the view with its figures of the period, most enrollments first. */
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
        className="mt-4 overflow-x-auto rounded-lg border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">Figures per course over the last {period} days</caption>
          <thead className="bg-black/30 text-xs text-zinc-300 uppercase">
            <tr>
              {['Course', 'Enrollments', 'Completions', 'Revenue', 'Active learners', 'Rating'].map((h, i) => (
                <th key={h} scope="col" className={`px-3 py-2.5 font-semibold ${i > 0 ? 'text-right' : ''}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {courses.map((c) => (
              <tr key={c.id}>
                <th scope="row" className="px-3 py-2.5 font-medium text-zinc-100">
                  {c.title}
                  {c.status !== 'published' && (
                    <span className="ml-2 text-xs font-normal text-muted-foreground capitalize">({c.status})</span>
                  )}
                  <span className="block text-xs font-normal text-muted-foreground">{formatPrice(c.price)}</span>
                </th>
                <td className="px-3 py-2.5 text-right tabular-nums">{formatCount(c.enrollments)}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{formatCount(c.completions)}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{formatMoney(c.revenue)}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{formatCount(c.activeLearners)}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">
                  {formatAverage(c.averageRating, c.ratingCount)}
                  {c.ratingCount > 0 && <span className="ml-1 text-xs text-muted-foreground">({c.ratingCount})</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
