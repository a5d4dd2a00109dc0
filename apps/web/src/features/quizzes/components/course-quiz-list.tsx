import { formatPercent, plural, type QuizOverview } from '@app/core';
import { Award, ChevronRight, FileQuestion, RotateCcw } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCourseQuizzes } from '../api/get-course-quizzes';
import { QuizStatusBadge } from './quiz-status-badge';

export interface CourseQuizListProps {
  courseId: string;
  title?: string;
  /** Where a quiz opens: the page that shows the list knows (the player, at the quiz's lesson). */
  quizHref: (quiz: QuizOverview) => string;
}

const ROW =
  'flex w-full items-center gap-3 px-4 py-3 text-left outline-none transition-colors hover:bg-white/5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset';

/** The quizzes of a course, each with the learner's status and best score, linking to it. */
export function CourseQuizList({ courseId, title = 'Quizzes', quizHref }: CourseQuizListProps) {
  const quizzes = useCourseQuizzes(courseId);
  const headingId = `quizzes-${courseId}`;

  let body: React.ReactNode;
  if (quizzes.isPending)
    body = (
      <p className="flex items-center gap-3 px-4 py-6 text-sm text-muted-foreground">
        <Spinner label="Loading quizzes" className="[&_svg]:size-5" /> Loading...
      </p>
    );
  else if (quizzes.isError)
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 px-4 py-6 text-sm">
        <span className="text-red-200">Failed to load quizzes</span>
        <Button variant="secondary" size="sm" onClick={() => void quizzes.refetch()}>
          <RotateCcw aria-hidden /> Try again
        </Button>
      </div>
    );
  else if (quizzes.data.quizzes.length === 0) body = <p className="px-4 py-6 text-sm text-muted-foreground">No quizzes here yet.</p>;
  else
    body = (
      <ul className="divide-y divide-border">
        {quizzes.data.quizzes.map((quiz) => {
          return (
            <li key={quiz.id}>
              <Link className={ROW} to={quizHref(quiz)}>
                <QuizRow quiz={quiz} />
              </Link>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-xl border border-border bg-card">
      <h2 id={headingId} className="border-b border-border px-4 py-3 font-bold text-white">
        {title}
      </h2>
      {body}
    </section>
  );
}

function QuizRow({ quiz }: { quiz: QuizOverview }) {
  const Icon = quiz.quizType === 'course' ? Award : FileQuestion;
  // On a phone the status goes under the title, which keeps the row's width and so wraps between
  // words (beside a wide badge it had a few characters per line and broke inside them).
  return (
    <>
      <Icon aria-hidden className="size-5 shrink-0 self-start text-brand-text sm:self-center" />
      <span className="flex min-w-0 flex-1 flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3">
        <span className="min-w-0 sm:flex-1">
          <span className="block font-semibold break-words text-white">{quiz.title}</span>
          <span className="mt-0.5 block text-xs text-muted-foreground">
            {quiz.quizType === 'course' ? 'Course Assessment' : 'Lesson quiz'} · {plural(quiz.questionCount, 'question')}
            {quiz.bestPercentage !== null && <> · Best score {formatPercent(quiz.bestPercentage)}</>}
          </span>
        </span>
        <QuizStatusBadge status={quiz.status} />
      </span>
      <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
    </>
  );
}
