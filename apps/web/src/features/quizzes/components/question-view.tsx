import { ANSWER_TEXT_MAX, plural, type AttemptDetail } from '@app/core';
import { useId } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import type { Answer } from '../attempt-storage';
import { QuestionText } from '@/components/lesson-text/question-text';

export type StudentQuestion = AttemptDetail['questions'][number];

interface QuestionViewProps {
  question: StudentQuestion;
  answer: Answer | undefined;
  disabled: boolean;
  onOption: (optionId: string) => void;
  onText: (text: string) => void;
  onTextDone: () => void;
}

const TYPE_HINT = {
  multiple_choice: 'Choose one answer.',
  true_false: 'True or false?',
  subjective: 'Write your answer. Your instructor grades it.',
} as const;

/**
 * One question: native radio buttons for choice questions (arrow keys move between them), a text
 * box for a written answer. The legend carries the question, so each control is announced with it.
 */
export function QuestionView({ question, answer, disabled, onOption, onText, onTextDone }: QuestionViewProps) {
  const id = useId();
  const text = answer?.answerText ?? '';
  return (
    <fieldset className="min-w-0" disabled={disabled} aria-describedby={`${id}-hint`}>
      <legend className="text-base leading-relaxed font-semibold text-white sm:text-lg">
        <QuestionText as="span" source={question.text} className="block" />
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
        {TYPE_HINT[question.type]} · {plural(question.points, 'point')}
      </p>

      {question.type === 'subjective' ? (
        <div className="mt-4">
          <label htmlFor={`${id}-text`} className="text-sm font-medium text-zinc-200">
            Your answer
          </label>
          <Textarea
            id={`${id}-text`}
            className="mt-1.5 min-h-44"
            value={text}
            maxLength={ANSWER_TEXT_MAX}
            onChange={(e) => onText(e.target.value)}
            onBlur={onTextDone}
            aria-describedby={`${id}-count`}
          />
          <p id={`${id}-count`} className="mt-1 text-right text-xs text-muted-foreground tabular-nums">
            {text.length.toLocaleString('en-US')} / {ANSWER_TEXT_MAX.toLocaleString('en-US')} characters
          </p>
        </div>
      ) : (
        <div className="mt-4 grid gap-2">
          {question.options.map((option, i) => {
            const checked = answer?.optionId === option.id;
            return (
              <label
                key={option.id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 text-sm transition-colors sm:text-base',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-card',
                  checked
                    ? 'border-primary bg-primary/15 text-white'
                    : 'border-border bg-black/30 text-zinc-100 hover:border-zinc-500 hover:bg-white/5',
                  disabled && 'cursor-not-allowed opacity-70',
                )}
              >
                <input
                  type="radio"
                  name={`question-${question.id}`}
                  value={option.id}
                  checked={checked}
                  onChange={() => onOption(option.id)}
                  className="mt-0.5 size-4 shrink-0 accent-primary outline-none"
                />
                <span className="min-w-0 break-words">
                  {question.type === 'multiple_choice' && (
                    <span aria-hidden className="mr-2 font-semibold text-muted-foreground">
                      {String.fromCharCode(65 + i)}.
                    </span>
                  )}
                  {option.text}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
