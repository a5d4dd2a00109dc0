import type { CourseFigures } from '@app/core';
import { AlertCircle, TrendingDown } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { CoursePicker } from '@/features/instructor-students';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useCourseAnalytics } from '../api/get-course-analytics';
import { ChartCard, FiguresTable } from './chart-card';
import { formatCount } from './format';
import { FunnelChart, ReachChart } from './lazy-charts';

const STAGES = [
  ['enrolled', 'Enrolled'],
  ['started', 'Started'],
  ['halfway', 'Half way'],
  ['completed', 'Completed'],
] as const;

/** One course's learner funnel and lesson reach, for the learners who enrolled in the period. */
export function FunnelSection({
  courses,
  courseId,
  period,
  groupId,
  onCourse,
}: {
  courses: Pick<CourseFigures, 'id' | 'title'>[];
  courseId: string | null;
  period: number;
  /** Only the learners of this group. */
  groupId: string | null;
  onCourse: (id: string) => void;
}) {
  const analytics = useCourseAnalytics(courseId, period, groupId);
  const data = analytics.data;
  const stages = data ? STAGES.map(([key, label]) => ({ label, value: data.funnel[key] })) : [];
  const lessons = data ? data.lessons.map((l, i) => ({ label: String(i + 1), title: `${i + 1}. ${l.title}`, reached: l.reached })) : [];
  const dropIndex = data?.biggestDrop ? data.lessons.findIndex((l) => l.id === data.biggestDrop!.lessonId) : -1;
  const drop = dropIndex >= 0 ? { lesson: lessons[dropIndex]!, lost: data!.biggestDrop!.lost } : null;

  return (
    <section aria-labelledby="analytics-funnel" className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id="analytics-funnel" className="text-xl font-bold text-white">
            Learner funnel
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">Learners who enrolled in the last {period} days, and how far they got.</p>
        </div>
        <div className="grid min-w-0 gap-1.5 md:w-80">
          <Label htmlFor="funnel-course">Course</Label>
          <CoursePicker
            id="funnel-course"
            value={courseId ?? ''}
            selected={data?.course ?? courses.find((c) => c.id === courseId) ?? null}
            onChange={(id) => id && onCourse(id)}
          />
        </div>
      </div>

      {analytics.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertDescription>{errorMessage(analytics.error, 'The funnel could not be loaded.')}</AlertDescription>
        </Alert>
      ) : !data ? (
        <Skeleton className="h-72" />
      ) : (
        <div className={cn('grid grid-cols-1 gap-4 xl:grid-cols-2', analytics.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <ChartCard
            title="Enrolled, started, half way, completed"
            description={data.course.title}
            summary={`Funnel of ${data.course.title}: ${stages.map((s) => `${s.label} ${s.value}`).join(', ')}.`}
            empty={data.funnel.enrolled === 0 ? 'Nobody enrolled in this course in this period.' : null}
            chart={<FunnelChart stages={stages} />}
            table={
              <FiguresTable
                caption="Learner funnel"
                head={['Stage', 'Learners']}
                rows={stages.map((s) => [s.label, formatCount(s.value)])}
              />
            }
          />
          <ChartCard
            title="Lesson reach"
            description="How many of these learners completed each lesson, in curriculum order."
            summary={`Bar chart of ${lessons.length} lessons: ${lessons.map((l) => `${l.title} ${l.reached}`).join(', ')}.${drop ? ` The biggest drop is at lesson ${drop.lesson.title}.` : ''}`}
            empty={
              data.lessons.length === 0
                ? 'This course has no published lessons yet.'
                : data.funnel.enrolled === 0
                  ? 'No learners in this period.'
                  : null
            }
            chart={<ReachChart lessons={lessons} dropIndex={dropIndex >= 0 ? dropIndex : null} />}
            table={
              <FiguresTable
                caption="Learners who completed each lesson"
                head={['Lesson', 'Completed it']}
                rows={lessons.map((l) => [l.title, formatCount(l.reached)])}
              />
            }
          />
          {drop && (
            <p
              role="note"
              className="flex items-start gap-2 rounded-lg border border-amber-400/40 bg-amber-500/10 p-3 text-sm text-amber-100 xl:col-span-2"
            >
              <TrendingDown aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-300" />
              <span>
                <strong className="font-semibold">Biggest drop: lesson {drop.lesson.title}.</strong> {formatCount(drop.lost)} fewer{' '}
                {drop.lost === 1 ? 'learner' : 'learners'} completed it than {dropIndex === 0 ? 'enrolled' : 'the lesson before'}.
              </span>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
