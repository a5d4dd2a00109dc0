import { plural } from '@app/core';
import { CheckCircle2, Circle } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useQuizPreview } from '../api/get-quiz-preview';
import { QuestionText } from '@/components/lesson-text/question-text';

const TYPE_NAME = { multiple_choice: 'Multiple choice', true_false: 'True / false', subjective: 'Written answer' } as const;

/** What learners see differently from this list: their attempt's own order. */
function shuffleNote(quiz: { shuffleQuestions: boolean; shuffleOptions: boolean }) {
  const what = [quiz.shuffleQuestions && 'questions', quiz.shuffleOptions && 'multiple-choice options'].filter(Boolean).join(' and ');
  return what ? `Shown in quiz order here; each attempt shows the ${what} in an order of its own.` : null;
}

/**
 * Preview mode (the course's instructor, an admin): the questions read-only, with the right
 * answers marked. No attempt starts, so nothing is recorded.
 */
export function QuizPreviewQuestions({ quizId, level }: { quizId: string; level: 2 | 3 }) {
  const preview = useQuizPreview(quizId);
  const Sub = level === 2 ? 'h3' : 'h4';
  const note = preview.data ? shuffleNote(preview.data) : null;

  return (
    <section aria-labelledby={`preview-${quizId}`} className="border-t border-border p-4 sm:p-6">
      <Sub id={`preview-${quizId}`} className="text-base font-bold text-white">
        Questions
      </Sub>
      {preview.isPending ? (
        <p className="mt-3 flex items-center gap-3 text-sm text-muted-foreground">
          <Spinner label="Loading questions" className="[&_svg]:size-5" /> Loading...
        </p>
      ) : preview.isError ? (
        <p className="mt-3 text-sm text-zinc-300">The questions cannot be shown here. Open the quiz in Quiz Management to see them.</p>
      ) : (
        <>
          {note && <p className="mt-1 text-sm text-muted-foreground">{note}</p>}
          <ol className="mt-3 space-y-3">
            {preview.data.questions.map((q, i) => (
              <li key={q.id} className="rounded-lg border border-border bg-black/25 p-4">
                <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  Question {i + 1} · {TYPE_NAME[q.type]} · {plural(q.points, 'point')}
                </p>
                <QuestionText source={q.text} className="mt-1.5 font-medium text-white" />
                {q.type === 'subjective' ? (
                  <p className="mt-2 text-sm text-zinc-400">Learners write an answer; you grade it in Subjective Evaluation.</p>
                ) : (
                  <ul className="mt-3 grid gap-2">
                    {q.options.map((o) => (
                      <li
                        key={o.id}
                        className={cn(
                          'flex items-start gap-2 rounded-md border px-3 py-2 text-sm',
                          o.isCorrect ? 'border-green-500/50 bg-green-500/10 text-green-50' : 'border-border text-zinc-200',
                        )}
                      >
                        {o.isCorrect ? (
                          <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-green-300" />
                        ) : (
                          <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-zinc-500" />
                        )}
                        <span className="min-w-0 break-words">
                          {o.text}
                          {o.isCorrect && <span className="sr-only"> (correct answer)</span>}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
