import { formatTimeLimit, plural, STATISTICS_ATTEMPTS_MAX, type QuizStatisticsResponse } from '@app/core';
import {
  AlertCircle,
  ArrowLeft,
  ChartColumn,
  CheckCircle2,
  ClipboardCheck,
  FileQuestion,
  Hourglass,
  Percent,
  RotateCcw,
  Users,
} from 'lucide-react';
import type * as React from 'react';
import { Link, useParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/stat-card';
import { ApiError, errorMessage } from '@/lib/api';
import { useQuizStatistics } from '../api/get-quiz-statistics';
import { AttemptsTable } from '../components/attempts-table';
import { QuestionRates } from '../components/question-rates';
import { ScoreDistribution } from '../components/score-distribution';
import { formatDay, formatPercent } from '../format';
import { gradeQuestionHref } from '../grading-params';

/** /instructor/quiz/:quizId/statistics: attempts, correct rates and the score distribution of one quiz. */
export function Component() {
  const { quizId = '' } = useParams();
  const stats = useQuizStatistics(quizId);

  return (
    <div className="mx-auto w-full max-w-[1400px] px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-3 text-zinc-300">
        <Link to="/instructor">
          <ArrowLeft aria-hidden /> Back to Dashboard
        </Link>
      </Button>
      {stats.isError ? (
        stats.error instanceof ApiError && (stats.error.status === 404 || stats.error.status === 400) ? (
          <QuizNotFound />
        ) : (
          <>
            <title>Quiz Statistics | LearnFlix</title>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-white">Quiz Statistics</h1>
            <Alert variant="destructive" className="mt-6">
              <AlertCircle aria-hidden />
              <AlertTitle>Failed to load quiz statistics</AlertTitle>
              <AlertDescription className="flex flex-wrap items-center gap-3">
                {errorMessage(stats.error, 'Please try again.')}
                <Button size="sm" variant="outline" onClick={() => void stats.refetch()}>
                  <RotateCcw aria-hidden /> Try again
                </Button>
              </AlertDescription>
            </Alert>
          </>
        )
      ) : !stats.data ? (
        <StatisticsSkeleton />
      ) : (
        <Statistics data={stats.data} />
      )}
    </div>
  );
}

function Statistics({ data }: { data: QuizStatisticsResponse }) {
  const { quiz, summary } = data;
  const pendingQuestion = data.questions.find((q) => q.type === 'subjective' && q.pending > 0);
  const empty = summary.totalAttempts === 0;
  return (
    <>
      <title>{`${quiz.title} · Quiz Statistics | LearnFlix`}</title>
      <header className="mt-4">
        <p className="flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-brand-text uppercase">
          <ChartColumn aria-hidden className="size-4" /> Quiz Statistics
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight break-words text-white sm:text-4xl">{quiz.title}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {quiz.isPublished ? <Badge variant="success">Published</Badge> : <Badge variant="secondary">Draft</Badge>}
          <Badge variant="outline">{quiz.quizType === 'course' ? 'Course assessment' : 'Lesson quiz'}</Badge>
          <span className="text-sm text-zinc-300">
            Course: <span className="font-semibold text-white">{quiz.courseTitle}</span>
            {quiz.lessonTitle && (
              <>
                {' '}
                · Lesson: <span className="font-semibold text-white">{quiz.lessonTitle}</span>
              </>
            )}
          </span>
        </div>
        {quiz.description && <p className="mt-3 max-w-3xl text-sm text-muted-foreground">{quiz.description}</p>}
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Fact label="Questions" value={quiz.questionCount} />
          <Fact label="Total points" value={quiz.totalPoints} />
          <Fact label="Passing score" value={`${quiz.passingScore}%`} />
          <Fact label="Time limit" value={formatTimeLimit(quiz.timeLimitMinutes)} />
          <Fact label="Max attempts" value={quiz.maxAttempts} />
          <Fact label="Created" value={formatDay(quiz.createdAt)} />
        </dl>
      </header>

      <section aria-label="Summary" className="mt-8">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
          <li>
            <StatCard label="Total Attempts" icon={FileQuestion} value={summary.totalAttempts} />
          </li>
          <li>
            <StatCard label="Students" icon={Users} value={summary.uniqueStudents} />
          </li>
          <li>
            <StatCard label="Average Score" icon={Percent} value={formatPercent(summary.averagePercentage)} />
          </li>
          <li>
            <StatCard label="Pass Rate" icon={CheckCircle2} value={formatPercent(summary.passRate)} />
          </li>
          <li className="col-span-2 md:col-span-1">
            <StatCard label="Pending Evaluation" icon={Hourglass} value={summary.pendingEvaluation} />
          </li>
        </ul>
      </section>

      {pendingQuestion && (
        <Alert variant="info" className="mt-6">
          <ClipboardCheck aria-hidden />
          <AlertTitle>{plural(summary.pendingEvaluation, 'attempt waits', 'attempts wait')} for grading</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
            <span>Subjective answers score 0 until graded; these attempts cannot pass before.</span>
            <Button asChild size="sm">
              <Link to={gradeQuestionHref(pendingQuestion.id)}>Grade answers</Link>
            </Button>
          </AlertDescription>
        </Alert>
      )}

      {empty ? (
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-border bg-card/60 px-6 py-14 text-center">
            <FileQuestion aria-hidden className="size-10 text-muted-foreground" />
            <h2 className="mt-4 text-lg font-bold text-white">No attempts yet</h2>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              {quiz.isPublished
                ? 'Attempts, scores and the score distribution appear here once students take this quiz.'
                : 'This quiz is a draft: publish it so that students can take it.'}
            </p>
          </div>
          <QuestionRates questions={data.questions} />
        </div>
      ) : (
        <>
          <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
            <ScoreDistribution buckets={data.distribution} passingScore={quiz.passingScore} />
            <QuestionRates questions={data.questions} />
          </div>
          <div className="mt-10">
            <AttemptsTable attempts={data.attempts} limited={data.attempts.length >= STATISTICS_ATTEMPTS_MAX} />
          </div>
        </>
      )}
    </>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-muted-foreground">{label}:</dt>
      <dd className="font-semibold text-zinc-100 tabular-nums">{value}</dd>
    </div>
  );
}

function QuizNotFound() {
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <title>Quiz Not Found | LearnFlix</title>
      <span aria-hidden className="grid size-16 place-items-center rounded-full bg-white/5 text-muted-foreground ring-1 ring-white/10">
        <FileQuestion className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-white">Quiz Not Found</h1>
      <p className="mt-3 text-zinc-300">This quiz does not exist, was deleted, or belongs to another instructor.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/instructor/quizzes">Go to Quiz Management</Link>
        </Button>
      </div>
    </div>
  );
}

function StatisticsSkeleton() {
  return (
    <div role="status" aria-label="Loading quiz statistics" className="mt-4">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-3 h-10 w-2/3 max-w-xl" />
      <Skeleton className="mt-3 h-5 w-80 max-w-full" />
      <div className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
      <Skeleton className="mt-10 h-64" />
    </div>
  );
}
