import { FEEDBACK_MAX, pointsRangeMessage, type EvaluationResponse, type GradingAnswer } from '@app/core';
import { Check } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useEvaluateAnswer } from '../api/evaluate-answer';

const SAVE_FAILED = 'Failed to save evaluation';

interface EvaluationFormProps {
  answer: GradingAnswer;
  /** Feedback given before on this question, newest first: one click puts it in the box. */
  recentFeedback: string[];
  /** The points field takes the focus as the answer appears (the next one in line). */
  autoFocus?: boolean;
  /** Scroll to the focused field; grade-by-question mode scrolls the answer into view itself. */
  scrollOnFocus?: boolean;
  onGraded?: (result: EvaluationResponse) => void;
  /** Shown under the button (the keyboard hints of grade-by-question mode). */
  hint?: React.ReactNode;
}

/**
 * Points (0 to the question's points, checked here with the spec's message and again by the
 * server) and optional feedback. Enter in the points field submits; so does Ctrl/Cmd+Enter in
 * the feedback box.
 */
export function EvaluationForm({ answer, recentFeedback, autoFocus = false, scrollOnFocus = false, onGraded, hint }: EvaluationFormProps) {
  const evaluate = useEvaluateAnswer();
  const [points, setPoints] = React.useState('');
  const [feedback, setFeedback] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const formRef = React.useRef<HTMLFormElement>(null);
  const pointsRef = React.useRef<HTMLInputElement>(null);
  const feedbackRef = React.useRef<HTMLTextAreaElement>(null);
  const chipsLabelId = React.useId();
  const max = answer.maxPoints;

  React.useEffect(() => {
    if (autoFocus) pointsRef.current?.focus({ preventScroll: !scrollOnFocus });
  }, [autoFocus, scrollOnFocus]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (evaluate.isPending) return;
    const value = points.trim() === '' ? Number.NaN : Number(points);
    if (!Number.isFinite(value) || value < 0 || value > max) {
      setError(pointsRangeMessage(max));
      pointsRef.current?.focus();
      return;
    }
    setError(null);
    try {
      const result = await evaluate.mutateAsync({ answerId: answer.id, points: value, feedback });
      toast.success(result.message || 'Answer evaluated successfully');
      setPoints('');
      setFeedback('');
      onGraded?.(result);
    } catch (cause) {
      const message = cause instanceof ApiError ? cause.message : '';
      if (cause instanceof ApiError && cause.status === 400 && message.startsWith('Points')) setError(message);
      toast.error(SAVE_FAILED, message ? { description: message } : undefined);
    }
  };

  const applyFeedback = (text: string) => {
    setFeedback(text);
    const box = feedbackRef.current;
    if (box) {
      box.focus();
      // The caret after the text, ready to add to it.
      requestAnimationFrame(() => box.setSelectionRange(text.length, text.length));
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="mt-5 grid grid-cols-1 gap-4 border-t border-border pt-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <FormField label={`Points (0–${max})`} error={error ?? undefined}>
          {(control) => (
            <Input
              {...control}
              ref={pointsRef}
              type="number"
              inputMode="decimal"
              min={0}
              max={max}
              step="any"
              required
              autoComplete="off"
              value={points}
              onChange={(e) => {
                setPoints(e.target.value);
                if (error) setError(null);
              }}
              className="text-lg font-semibold tabular-nums"
            />
          )}
        </FormField>
        <FormField label="Feedback (optional)">
          {(control) => (
            <Textarea
              {...control}
              ref={feedbackRef}
              value={feedback}
              maxLength={FEEDBACK_MAX}
              rows={3}
              placeholder="What was good, what was missing..."
              onChange={(e) => setFeedback(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  formRef.current?.requestSubmit();
                }
              }}
              className="min-h-20"
            />
          )}
        </FormField>
      </div>

      {recentFeedback.length > 0 && (
        <div>
          <p id={chipsLabelId} className="text-xs font-semibold text-muted-foreground">
            Reuse earlier feedback
          </p>
          <ul aria-labelledby={chipsLabelId} className="mt-2 flex flex-wrap gap-1.5">
            {recentFeedback.map((text) => {
              const chosen = feedback === text;
              return (
                <li key={text} className="max-w-full">
                  <button
                    type="button"
                    title={text}
                    onClick={() => applyFeedback(text)}
                    className={cn(
                      'flex h-8 max-w-full items-center gap-1 rounded-full border px-3 text-xs transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring sm:max-w-80',
                      chosen
                        ? 'border-primary bg-primary/20 text-white'
                        : 'border-border bg-black/30 text-zinc-200 hover:border-zinc-500 hover:bg-accent hover:text-white',
                    )}
                  >
                    {chosen && <Check aria-hidden className="size-3.5 shrink-0" />}
                    <span className="min-w-0 truncate">{text}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-xs text-muted-foreground">{hint}</div>
        {/* Not `disabled`: the focus stays on the button while saving; a second submit is ignored above. */}
        <Button type="submit" aria-disabled={evaluate.isPending || undefined} className="w-full aria-disabled:opacity-50 sm:w-auto">
          {evaluate.isPending ? 'Evaluating...' : 'Submit Evaluation'}
        </Button>
      </div>
    </form>
  );
}
