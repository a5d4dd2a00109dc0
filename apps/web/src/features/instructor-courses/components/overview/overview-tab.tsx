import { formatMinutes, formatMoney, formatPercent, formatRating, type CourseOverviewResponse } from '@app/core';
import { BookOpen, CheckCircle2, DollarSign, ListChecks, Star, TrendingUp, Users } from 'lucide-react';
import { StatCard } from '@/components/stat-card';

/** The Overview tab: learners, content and ratings of the course. */
export function OverviewTab({ stats }: { stats: CourseOverviewResponse['stats'] }) {
  const content = [
    ['Sections', stats.sectionCount],
    ['Lessons', stats.lessonCount],
    ['Lessons learners see', stats.publishedLessonCount],
    ['Total length', formatMinutes(stats.totalMinutes)],
    ['Quizzes', stats.quizCount],
  ] as const;
  return (
    <div className="grid gap-8">
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4" aria-label="Learners">
        <li>
          <StatCard label="Students" icon={Users} value={stats.students} />
        </li>
        <li>
          <StatCard label="Completed" icon={CheckCircle2} value={stats.completedStudents} />
        </li>
        <li>
          <StatCard label="Average progress" icon={TrendingUp} value={formatPercent(stats.averageProgress)} />
        </li>
        <li>
          <StatCard label="Revenue" icon={DollarSign} value={formatMoney(stats.revenue)} />
        </li>
      </ul>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="content-heading" className="rounded-xl border border-border bg-card p-5">
          <h3 id="content-heading" className="flex items-center gap-2 font-bold text-white">
            <BookOpen aria-hidden className="size-4 text-brand-text" /> Content
          </h3>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
            {content.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="mt-0.5 font-semibold text-white tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="learners-heading" className="rounded-xl border border-border bg-card p-5">
          <h3 id="learners-heading" className="flex items-center gap-2 font-bold text-white">
            <ListChecks aria-hidden className="size-4 text-brand-text" /> Learners and ratings
          </h3>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
            <div>
              <dt className="text-xs text-muted-foreground">Active</dt>
              <dd className="mt-0.5 font-semibold text-white tabular-nums">{stats.activeStudents}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Completed</dt>
              <dd className="mt-0.5 font-semibold text-white tabular-nums">{stats.completedStudents}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs text-muted-foreground">Rating</dt>
              <dd className="mt-0.5 flex items-center gap-1.5 font-semibold text-white">
                <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
                {formatRating(stats.averageRating, stats.reviewCount) ?? 'No ratings yet'}
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}
