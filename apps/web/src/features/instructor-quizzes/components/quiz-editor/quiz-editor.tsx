import { QUESTIONS_MAX, QUIZ_DESCRIPTION_MAX, QUIZ_TITLE_MAX, plural, type AuthoringQuiz, type QuizSaveResponse } from '@app/core';
import { AlertCircle, Info, LoaderCircle, Plus } from 'lucide-react';
import type * as React from 'react';
import { useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useQuizTargets } from '../../api/get-quiz-targets';
import { useSaveQuiz } from '../../api/save-quiz';
import {
  hasErrors,
  newQuestion,
  refusedQuestion,
  snapshot,
  toDraft,
  toInput,
  validateDraft,
  type DraftDefaults,
  type DraftErrors,
  type FixedTarget,
  type QuestionDraft,
  type QuizDraft,
} from './draft';
import { PlacementFields } from './placement-fields';
import { QuestionEditor, questionIds } from './question-editor';
import { SettingsFields } from './settings-fields';
import { NavigationGuard } from './unsaved-changes';

export interface QuizEditorProps {
  /** The quiz to edit (as GET /api/instructor/quizzes/:id returns it), or null to create one. */
  quiz: AuthoringQuiz | null;
  /** Puts the quiz on this course and lesson without asking (the lesson editor's quiz type). */
  fixedTarget?: FixedTarget;
  /** Preselected course and lesson of a new quiz, still changeable. */
  defaults?: DraftDefaults;
  onSaved: (result: QuizSaveResponse) => void;
  onCancel?: () => void;
  /** Confirm before navigating away with unsaved changes. Off when the host guards itself. */
  guardNavigation?: boolean;
}

const NO_ERRORS: DraftErrors = { fields: {}, byQuestion: {} };

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card p-4 shadow-xl shadow-black/30 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-white">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/**
 * Create Quiz and Edit Quiz: details, placement, settings and the questions with their answer key.
 * Checks the draft with the contract's own rules before sending it, and shows what the server
 * refuses (a question whose answers await grading, a type change of an answered question) in place.
 */
export function QuizEditor({ quiz, fixedTarget, defaults, onSaved, onCancel, guardNavigation = true }: QuizEditorProps) {
  const [quizId, setQuizId] = useState(quiz?.id ?? null);
  // The version this editor started from: the server refuses the save if the quiz changed since.
  const [version, setVersion] = useState(quiz?.updatedAt ?? null);
  const [attemptCount, setAttemptCount] = useState(quiz?.attemptCount ?? 0);
  const [draft, setDraft] = useState<QuizDraft>(() => {
    const start = toDraft(quiz, fixedTarget ?? defaults);
    return fixedTarget
      ? {
          ...start,
          courseId: fixedTarget.courseId,
          placement: fixedTarget.lessonId ? 'lesson' : 'course',
          lessonId: fixedTarget.lessonId ?? '',
        }
      : start;
  });
  const [baseline, setBaseline] = useState(() => snapshot(draft));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  const targets = useQuizTargets({ enabled: !fixedTarget });
  const save = useSaveQuiz();

  const courses = useMemo(() => {
    const list = targets.data ?? [];
    // A quiz whose course is no longer among the caller's (an admin moved it) still shows its course.
    if (quiz && !list.some((c) => c.id === quiz.courseId)) {
      return [{ id: quiz.courseId, title: quiz.courseTitle, assessmentQuizId: null, lessons: [] }, ...list];
    }
    return list;
  }, [targets.data, quiz]);
  const course = courses.find((c) => c.id === draft.courseId);

  const dirty = snapshot(draft) !== baseline;
  const errors = submitted ? validateDraft(draft, quizId, course) : NO_ERRORS;
  const refused = serverError ? refusedQuestion(serverError, draft.questions) : undefined;
  const busy = save.isPending;

  const update = (patch: Partial<QuizDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
  };
  const updateQuestion = (key: string, patch: Partial<QuestionDraft>) => {
    setDraft((d) => ({ ...d, questions: d.questions.map((q) => (q.key === key ? { ...q, ...patch } : q)) }));
  };

  const focus = (id: string) => document.getElementById(id)?.focus();

  const addQuestion = () => {
    const q = newQuestion();
    flushSync(() => update({ questions: [...draft.questions, q] }));
    setAnnouncement(`Question ${draft.questions.length + 1} added.`);
    focus(questionIds(q.key).text);
  };

  const moveQuestion = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= draft.questions.length) return;
    const list = [...draft.questions];
    const [moved] = list.splice(index, 1);
    list.splice(to, 0, moved!);
    flushSync(() => update({ questions: list }));
    setAnnouncement(`Question moved to position ${to + 1} of ${list.length}.`);
    // Keep focus on the arrow pressed; at either end, on the one still enabled.
    const ids = questionIds(moved!.key);
    const atEdge = (by === -1 && to === 0) || (by === 1 && to === list.length - 1);
    focus(by === -1 ? (atEdge ? ids.down : ids.up) : atEdge ? ids.up : ids.down);
  };

  const removeQuestion = (index: number) => {
    const list = draft.questions.filter((_, i) => i !== index);
    flushSync(() => update({ questions: list }));
    setAnnouncement(`Question ${index + 1} deleted.`);
    const next = list[Math.min(index, list.length - 1)];
    if (next) focus(questionIds(next.key).heading);
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    flushSync(() => {
      setSubmitted(true);
      setServerError(null);
    });
    if (hasErrors(validateDraft(draft, quizId, course))) {
      setAnnouncement('The quiz was not saved. Fix the highlighted fields.');
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
      return;
    }
    save.mutate(
      { quizId, input: { ...toInput(draft), ...(version ? { expectedUpdatedAt: version } : {}) } },
      {
        onSuccess: (result) => {
          const saved = toDraft(result.quiz);
          // The guard lets the host's navigation through: the draft now equals what is stored.
          flushSync(() => {
            setDraft(saved);
            setBaseline(snapshot(saved));
            setQuizId(result.quiz.id);
            setVersion(result.quiz.updatedAt);
            setAttemptCount(result.quiz.attemptCount);
            setSubmitted(false);
          });
          toast.success(result.message);
          onSaved(result);
        },
        onError: (error) => {
          const message = errorMessage(error, 'Failed to save quiz');
          setServerError(message);
          toast.error('Failed to save quiz', { description: message });
        },
      },
    );
  };

  const listError = errors.questions;
  const questionErrors = (q: QuestionDraft, index: number) => {
    const own = errors.byQuestion[q.key] ?? {};
    const withList = index === 0 && listError && !own.text ? { ...own, text: listError } : own;
    // In the question's own card the reason suffices; the bar at the bottom keeps the full text.
    return refused?.question.key === q.key ? { ...withList, server: refused.reason } : withList;
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      // Focused fields stay clear of the sticky top bar and the save bar.
      className="grid gap-6 [&_:is(input,select,textarea,h3)]:scroll-mt-24 [&_:is(input,select,textarea,h3)]:scroll-mb-44"
    >
      {guardNavigation && <NavigationGuard dirty={dirty && !busy} />}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {attemptCount > 0 && (
        <Alert variant="info">
          <Info aria-hidden />
          <AlertTitle>Students have made {plural(attemptCount, 'attempt')} at this quiz</AlertTitle>
          <AlertDescription>
            Scores already earned stay as they are; your edits apply to new attempts. Answered questions keep their type, and questions with
            answers waiting for grading keep their points and cannot be deleted until graded.
          </AlertDescription>
        </Alert>
      )}

      <Section title="Quiz details">
        <div className="grid gap-5">
          <FormField label="Title" error={errors.fields.title}>
            {(field) => (
              <Input
                {...field}
                maxLength={QUIZ_TITLE_MAX}
                placeholder="e.g. Closures and scope"
                value={draft.title}
                disabled={busy}
                onChange={(e) => update({ title: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="Description (optional)" error={errors.fields.description}>
            {(field) => (
              <Textarea
                {...field}
                rows={3}
                maxLength={QUIZ_DESCRIPTION_MAX}
                placeholder="What this quiz checks, shown to students before they start"
                value={draft.description}
                disabled={busy}
                onChange={(e) => update({ description: e.target.value })}
              />
            )}
          </FormField>
          {!fixedTarget && (
            <PlacementFields
              draft={draft}
              quizId={quizId}
              courses={courses}
              isLoading={targets.isPending}
              loadError={targets.isError ? errorMessage(targets.error, 'Failed to load your courses') : null}
              onRetry={() => void targets.refetch()}
              courseLocked={attemptCount > 0}
              errors={errors.fields}
              disabled={busy}
              onChange={update}
            />
          )}
        </div>
      </Section>

      <Section title="Settings">
        <SettingsFields draft={draft} errors={errors.fields} disabled={busy} onChange={update} />
      </Section>

      <section aria-labelledby="questions-heading" className="grid gap-4">
        <div>
          <h2 id="questions-heading" className="text-lg font-bold text-white">
            Questions ({draft.questions.length})
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Questions without text are skipped when you save. Multiple choice and True/False are scored automatically.
          </p>
        </div>
        <ol className="grid gap-4">
          {draft.questions.map((q, index) => (
            <li key={q.key}>
              <QuestionEditor
                question={q}
                index={index}
                count={draft.questions.length}
                errors={questionErrors(q, index)}
                disabled={busy}
                onChange={(patch) => updateQuestion(q.key, patch)}
                onMove={(by) => moveQuestion(index, by)}
                onRemove={() => removeQuestion(index)}
              />
            </li>
          ))}
        </ol>
        <Button
          variant="outline"
          className="w-full border-dashed sm:w-fit"
          onClick={addQuestion}
          disabled={busy || draft.questions.length >= QUESTIONS_MAX}
        >
          <Plus aria-hidden /> Add Question
        </Button>
      </section>

      <div className="sticky bottom-0 z-10 -mx-4 grid gap-3 border-t border-border bg-background/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-t-xl sm:border-x sm:px-6">
        {serverError && (
          <Alert variant="destructive" role="alert">
            <AlertCircle aria-hidden />
            <AlertTitle>The quiz was not saved</AlertTitle>
            <AlertDescription>{serverError}</AlertDescription>
          </Alert>
        )}
        <div className="flex flex-wrap items-center justify-end gap-2">
          {submitted && hasErrors(errors) && !serverError && (
            <p className="mr-auto basis-full text-sm font-medium text-red-300 sm:basis-auto">Fix the highlighted fields to save.</p>
          )}
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={busy} className="flex-1 sm:flex-none">
              Cancel
            </Button>
          )}
          {/* Not `disabled`: the keyboard focus stays on the button while saving; onSubmit ignores a second press. */}
          <Button type="submit" aria-disabled={busy || undefined} className="flex-1 aria-disabled:opacity-50 sm:min-w-36 sm:flex-none">
            {busy ? (
              <>
                <LoaderCircle aria-hidden className="animate-spin" /> Saving...
              </>
            ) : quizId ? (
              'Save Changes'
            ) : (
              'Create Quiz'
            )}
          </Button>
        </div>
      </div>
    </form>
  );
}
