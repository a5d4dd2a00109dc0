import type { GradingAnswer } from '@app/core';
import type * as React from 'react';
import { initials } from '@/lib/utils';
import { QuestionText } from '@/components/lesson-text/question-text';

/** Who answered (name and email), with the card's badges on the right. */
export function StudentHeader({ answer, headingId, badges }: { answer: GradingAnswer; headingId: string; badges: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/15 text-sm font-bold text-brand-text ring-1 ring-primary/40"
        >
          {initials(answer.studentName)}
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="truncate font-bold text-white">
            {answer.studentName || 'Unknown Student'}
          </h3>
          <p className="truncate text-sm text-muted-foreground">{answer.studentEmail ?? 'No email on file'}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">{badges}</div>
    </div>
  );
}

/** The quiz and course the answer belongs to. */
export function AnswerContext({ answer, children }: { answer: GradingAnswer; children?: React.ReactNode }) {
  return (
    <p className="mt-3 text-xs break-words text-muted-foreground">
      <span className="font-semibold text-zinc-300">{answer.quizTitle}</span> · {answer.courseTitle}
      {children}
    </p>
  );
}

/** The question and the student's answer, as written (line breaks kept). */
export function QuestionAndAnswer({ answer }: { answer: GradingAnswer }) {
  const text = answer.answerText?.trim();
  return (
    <div className="mt-4 grid grid-cols-1 gap-4">
      <div>
        <h4 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">Question</h4>
        <QuestionText source={answer.questionText} className="mt-1 text-zinc-100" />
      </div>
      <div>
        <h4 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">Student Answer</h4>
        <div className="mt-1 rounded-lg border border-border bg-black/40 p-3 text-sm leading-relaxed whitespace-pre-wrap break-words text-zinc-100">
          {text ? answer.answerText : <span className="text-muted-foreground italic">No answer provided</span>}
        </div>
      </div>
    </div>
  );
}
