import type { QuizTargetsResponse } from '@app/core';
import { RotateCcw } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import type { DraftErrors, Placement, QuizDraft } from './draft';

type Course = QuizTargetsResponse['courses'][number];

interface PlacementFieldsProps {
  draft: QuizDraft;
  quizId: string | null;
  courses: Course[];
  isLoading: boolean;
  loadError: string | null;
  onRetry: () => void;
  /** A quiz with attempts stays in its course (the server refuses the move). */
  courseLocked: boolean;
  errors: DraftErrors['fields'];
  disabled?: boolean;
  onChange: (patch: Partial<QuizDraft>) => void;
}

/** Where the quiz goes: a course, then its assessment or one of its quiz lessons. */
export function PlacementFields({
  draft,
  quizId,
  courses,
  isLoading,
  loadError,
  onRetry,
  courseLocked,
  errors,
  disabled,
  onChange,
}: PlacementFieldsProps) {
  const course = courses.find((c) => c.id === draft.courseId);
  const assessmentTaken = Boolean(course?.assessmentQuizId && course.assessmentQuizId !== quizId);
  const sections = new Map<string, Course['lessons']>();
  for (const lesson of course?.lessons ?? []) sections.set(lesson.sectionTitle, [...(sections.get(lesson.sectionTitle) ?? []), lesson]);
  const freeLessons = course?.lessons.filter((l) => !l.quizId || l.quizId === quizId) ?? [];

  const chooseCourse = (courseId: string) => {
    const next = courses.find((c) => c.id === courseId);
    const takenHere = Boolean(next?.assessmentQuizId && next.assessmentQuizId !== quizId);
    // Offer what is still free: the assessment if the course has none yet, else its lessons.
    onChange({ courseId, lessonId: '', placement: takenHere && next?.lessons.length ? 'lesson' : draft.placement });
  };

  const placements: { value: Placement; label: string; hint: string; taken?: boolean }[] = [
    {
      value: 'course',
      label: 'Course assessment',
      hint: assessmentTaken ? 'This course already has one.' : 'The final quiz of the whole course.',
      taken: assessmentTaken,
    },
    {
      value: 'lesson',
      label: 'Lesson quiz',
      hint: course && course.lessons.length === 0 ? 'This course has no quiz lessons yet.' : 'The quiz of one quiz lesson.',
    },
  ];

  return (
    <div className="grid gap-5">
      <FormField
        label="Course"
        error={errors.courseId ?? loadError ?? undefined}
        hint={
          courseLocked
            ? 'A quiz that has attempts cannot move to another course.'
            : !isLoading && !loadError && courses.length === 0
              ? 'You have no courses yet. Create a course first, then add its quizzes.'
              : undefined
        }
      >
        {(field) => (
          <div className="flex gap-2">
            <div className="min-w-0 flex-1">
              <NativeSelect
                {...field}
                value={draft.courseId}
                disabled={disabled || courseLocked || isLoading}
                onChange={(e) => chooseCourse(e.target.value)}
              >
                <option value="">{isLoading ? 'Loading courses…' : 'Choose a course'}</option>
                {courses.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {loadError && (
              <Button variant="outline" onClick={onRetry}>
                <RotateCcw aria-hidden /> Retry
              </Button>
            )}
          </div>
        )}
      </FormField>

      <fieldset className="grid gap-2" aria-describedby={errors.placement ? 'quiz-placement-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-foreground">Quiz for</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {placements.map((p) => (
            <label
              key={p.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors focus-within:ring-2 focus-within:ring-ring',
                draft.placement === p.value ? 'border-zinc-300/70 bg-white/[0.07]' : 'border-input bg-black/20 hover:bg-white/5',
              )}
            >
              <input
                type="radio"
                name="quiz-placement"
                value={p.value}
                checked={draft.placement === p.value}
                disabled={disabled}
                data-invalid={p.value === 'course' && errors.placement ? 'true' : undefined}
                onChange={() => onChange({ placement: p.value })}
                className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-semibold text-white">{p.label}</span>
                <span className={cn('text-xs', p.taken ? 'text-amber-200' : 'text-muted-foreground')}>{p.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.placement && (
          <p id="quiz-placement-error" className="text-sm font-medium text-red-300">
            {errors.placement}
          </p>
        )}
      </fieldset>

      {draft.placement === 'lesson' && (
        <FormField
          label="Quiz lesson"
          error={errors.lessonId}
          hint={
            course && freeLessons.length === 0
              ? 'Every quiz lesson of this course already has a quiz. Add a quiz lesson in the curriculum first.'
              : 'Lessons that already have a quiz cannot take another one.'
          }
        >
          {(field) => (
            <NativeSelect
              {...field}
              value={draft.lessonId}
              disabled={disabled || !course}
              onChange={(e) => onChange({ lessonId: e.target.value })}
            >
              <option value="">{course ? 'Choose a quiz lesson' : 'Choose a course first'}</option>
              {[...sections].map(([section, lessons]) => (
                <optgroup key={section} label={section || 'Lessons'}>
                  {lessons.map((l) => {
                    const taken = Boolean(l.quizId && l.quizId !== quizId);
                    return (
                      <option key={l.id} value={l.id} disabled={taken}>
                        {l.title}
                        {taken ? ' (has a quiz)' : ''}
                      </option>
                    );
                  })}
                </optgroup>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
    </div>
  );
}
