import { OPTION_TEXT_MAX, plural, QUESTION_POINTS_MAX, QUESTION_TEXT_MAX, type QuestionType } from '@app/core';
import { ArrowDown, ArrowUp, CheckCircle2, Lock, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { QUESTION_TYPE_LABELS } from '../../question-type-labels';
import { blankOptions, type QuestionDraft, type QuestionErrors } from './draft';

/** Element ids of a question's controls, so the editor can move focus to them. */
export const questionIds = (key: string) => ({
  card: `question-${key}`,
  heading: `question-${key}-heading`,
  text: `question-${key}-text`,
  type: `question-${key}-type`,
  points: `question-${key}-points`,
  up: `question-${key}-up`,
  down: `question-${key}-down`,
});

interface QuestionEditorProps {
  question: QuestionDraft;
  index: number;
  count: number;
  errors?: QuestionErrors;
  disabled?: boolean;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-300">
      {message}
    </p>
  );
}

/** One question of the editor: type, points, text and the answer key of its type. */
export function QuestionEditor({ question: q, index, count, errors = {}, disabled, onChange, onMove, onRemove }: QuestionEditorProps) {
  const ids = questionIds(q.key);
  const n = index + 1;
  const stored = q.stored;
  const typeLocked = stored ? !stored.canChangeType : false;
  const pointsLocked = stored ? !stored.canChangePoints : false;
  const deleteLocked = stored ? !stored.canDelete : false;
  const err = (part: string) => `${ids.card}-${part}-error`;

  const changeType = (type: QuestionType) =>
    // Switching to subjective clears the options (spec section 5).
    onChange(type === 'subjective' ? { type, options: blankOptions(), correctOption: null, correctAnswer: null } : { type });

  const setOption = (slot: number, text: string) => onChange({ options: q.options.map((o, i) => (i === slot ? { ...o, text } : o)) });

  return (
    <section
      id={ids.card}
      aria-labelledby={ids.heading}
      className={cn(
        'rounded-xl border bg-card/80 p-4 shadow-lg shadow-black/30 sm:p-5',
        errors.answer || errors.text || errors.points || errors.server ? 'border-red-500/60' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={ids.heading} tabIndex={-1} className="flex items-center gap-2 text-base font-bold text-white outline-none">
          <span
            aria-hidden
            className="grid size-7 place-items-center rounded-full bg-primary/15 text-sm text-brand-text ring-1 ring-primary/40"
          >
            {n}
          </span>
          <span>
            Question {n}
            <span className="sr-only"> of {count}</span>
          </span>
        </h3>
        <div className="flex items-center gap-1">
          <Button
            id={ids.up}
            variant="ghost"
            size="icon-sm"
            disabled={disabled || index === 0}
            onClick={() => onMove(-1)}
            aria-label={`Move question ${n} up`}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            id={ids.down}
            variant="ghost"
            size="icon-sm"
            disabled={disabled || index === count - 1}
            onClick={() => onMove(1)}
            aria-label={`Move question ${n} down`}
          >
            <ArrowDown aria-hidden />
          </Button>
          {count > 1 && (
            <Button
              variant="ghost-danger"
              size="icon-sm"
              disabled={disabled || deleteLocked}
              onClick={onRemove}
              aria-label={`Delete question ${n}`}
            >
              <Trash2 aria-hidden />
            </Button>
          )}
        </div>
      </div>

      <div className="mt-4 grid grid-cols-[minmax(0,1fr)_5.5rem] gap-3 sm:grid-cols-[minmax(0,1fr)_8rem] sm:gap-4">
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.type}>Question type</Label>
          <NativeSelect
            id={ids.type}
            value={q.type}
            disabled={disabled || typeLocked}
            aria-describedby={typeLocked ? `${ids.card}-type-lock` : undefined}
            onChange={(e) => changeType(e.target.value as QuestionType)}
          >
            {(Object.keys(QUESTION_TYPE_LABELS) as QuestionType[]).map((t) => (
              <option key={t} value={t}>
                {QUESTION_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
          {typeLocked && (
            <p id={`${ids.card}-type-lock`} className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Lock aria-hidden className="size-3" /> Students answered it: the type stays.
            </p>
          )}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.points}>Points</Label>
          <Input
            id={ids.points}
            type="number"
            inputMode="numeric"
            min={1}
            max={QUESTION_POINTS_MAX}
            step={1}
            value={q.points}
            disabled={disabled || pointsLocked}
            aria-invalid={errors.points ? true : undefined}
            aria-describedby={
              [errors.points ? err('points') : null, pointsLocked ? `${ids.card}-points-lock` : null].filter(Boolean).join(' ') || undefined
            }
            onChange={(e) => onChange({ points: e.target.value })}
          />
          <FieldError id={err('points')} message={errors.points} />
          {pointsLocked && (
            <p id={`${ids.card}-points-lock`} className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Lock aria-hidden className="size-3" /> Answers await grading.
            </p>
          )}
        </div>
      </div>

      <div className="mt-4 grid gap-2">
        <Label htmlFor={ids.text}>Question text</Label>
        <Textarea
          id={ids.text}
          rows={2}
          className="min-h-16"
          maxLength={QUESTION_TEXT_MAX}
          placeholder="Write the question…"
          value={q.text}
          disabled={disabled}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? err('text') : undefined}
          onChange={(e) => onChange({ text: e.target.value })}
        />
        <FieldError id={err('text')} message={errors.text} />
      </div>

      {q.type === 'multiple_choice' && (
        <fieldset className="mt-4 grid gap-2" aria-describedby={`${ids.card}-options-hint${errors.answer ? ` ${err('answer')}` : ''}`}>
          <legend className="mb-1 text-sm font-medium text-foreground">Options</legend>
          <p id={`${ids.card}-options-hint`} className="mb-1 text-xs text-muted-foreground">
            Fill in at least two and select the correct one. Blank options are skipped.
          </p>
          {q.options.map((o, slot) => {
            const correct = q.correctOption === slot;
            return (
              <div
                key={o.key}
                className={cn(
                  'flex items-center gap-3 rounded-lg border px-3 py-1.5 transition-colors',
                  correct ? 'border-green-500/60 bg-green-950/30' : 'border-transparent bg-black/20',
                )}
              >
                <input
                  type="radio"
                  name={`${ids.card}-correct`}
                  checked={correct}
                  disabled={disabled}
                  aria-label={`Option ${slot + 1} is correct`}
                  data-invalid={slot === 0 && errors.answer ? 'true' : undefined}
                  onChange={() => onChange({ correctOption: slot })}
                  className="size-5 shrink-0 accent-green-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                />
                <Input
                  aria-label={`Option ${slot + 1}`}
                  placeholder={`Option ${slot + 1}`}
                  maxLength={OPTION_TEXT_MAX}
                  value={o.text}
                  disabled={disabled}
                  onChange={(e) => setOption(slot, e.target.value)}
                  className="h-9"
                />
                {correct && (
                  <span className="hidden shrink-0 items-center gap-1 text-xs font-semibold text-green-300 sm:flex">
                    <CheckCircle2 aria-hidden className="size-4" /> Correct
                  </span>
                )}
              </div>
            );
          })}
          <FieldError id={err('answer')} message={errors.answer} />
        </fieldset>
      )}

      {q.type === 'true_false' && (
        <fieldset className="mt-4 grid gap-2" aria-describedby={errors.answer ? err('answer') : undefined}>
          <legend className="mb-2 text-sm font-medium text-foreground">Correct answer</legend>
          <div className="flex gap-3">
            {[true, false].map((value) => (
              <label
                key={String(value)}
                className={cn(
                  'flex min-w-28 cursor-pointer items-center gap-2 rounded-lg border px-4 py-2.5 text-sm font-semibold transition-colors',
                  'focus-within:ring-2 focus-within:ring-ring',
                  q.correctAnswer === value ? 'border-green-500/60 bg-green-950/30 text-white' : 'border-input bg-black/20 text-zinc-300',
                )}
              >
                <input
                  type="radio"
                  name={`${ids.card}-tf`}
                  checked={q.correctAnswer === value}
                  disabled={disabled}
                  data-invalid={value && errors.answer ? 'true' : undefined}
                  onChange={() => onChange({ correctAnswer: value })}
                  className="size-4 accent-green-500"
                />
                {value ? 'True' : 'False'}
              </label>
            ))}
          </div>
          <FieldError id={err('answer')} message={errors.answer} />
        </fieldset>
      )}

      {q.type === 'subjective' && (
        <p className="mt-4 rounded-lg border border-dashed border-border bg-black/20 px-3 py-2.5 text-sm text-muted-foreground">
          Students write their answer; you grade it in Subjective Evaluation. It scores 0 until graded.
        </p>
      )}

      {stored && stored.answerCount > 0 && (
        <p className="mt-3 text-xs text-muted-foreground">
          {plural(stored.answerCount, 'answer')} from students
          {stored.pendingCount > 0 && `, ${stored.pendingCount} waiting for grading`}
          {deleteLocked && '. It cannot be deleted until those attempts are graded'}.
        </p>
      )}
      {errors.server && (
        <p className="mt-3 rounded-md border border-red-500/50 bg-red-950/60 px-3 py-2 text-sm text-red-100">{errors.server}</p>
      )}
    </section>
  );
}
