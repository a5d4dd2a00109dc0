import { CONTENT_TYPES, LESSON_DESCRIPTION_MAX, LESSON_TITLE_MAX, type EditableLesson } from '@app/core';
import { AlertCircle, LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useSaveLesson } from '../../api/save-lesson';
import { CONTENT_TYPE_LABELS } from '../../labels';
import { isDirty } from '../use-discard-guard';
import { emptyLessonDraft, lessonDraftOf, lessonErrors, lessonInputOf, takesFile, type LessonDraft } from './lesson-draft';
import { LessonCaptions } from './lesson-captions';
import { LessonFileField } from './lesson-file-field';
import { TextEditor } from './text-editor';

interface LessonFormProps {
  courseId: string;
  sectionId: string;
  lesson: EditableLesson | null;
  onSaved: (lesson: EditableLesson) => void;
  onCancel: () => void;
  /** Whether there is something unsaved (a change, or an upload on its way): the dialog asks before closing. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The lesson's details: title, description, type and its content, duration, free flag. */
export function LessonForm({ courseId, sectionId, lesson, onSaved, onCancel, onDirtyChange }: LessonFormProps) {
  const [draft, setDraft] = useState<LessonDraft>(() => (lesson ? lessonDraftOf(lesson) : emptyLessonDraft()));
  // What is saved: the draft is compared with it to tell whether closing would lose anything.
  const [baseline, setBaseline] = useState(draft);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveLesson(courseId);
  const busy = save.isPending;
  const errors = submitted ? lessonErrors(draft, sectionId) : {};
  const set = (patch: Partial<LessonDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const t = draft.contentType;
  const dirty = isDirty(draft, baseline, uploading);
  // The saved lesson's file, as last fetched (its streaming state moves while the dialog is open),
  // when the draft still holds it.
  const savedFile = lesson?.file && draft.file?.id === lesson.file.id ? lesson.file : null;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (uploading) {
      toast.error('Wait for the upload to finish, or cancel it, before saving.');
      return;
    }
    flushSync(() => {
      setSubmitted(true);
      setServerError(null);
    });
    if (Object.keys(lessonErrors(draft, sectionId)).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    save.mutate(
      { lessonId: lesson?.id ?? null, input: lessonInputOf(draft, sectionId) },
      {
        onSuccess: (result) => {
          setBaseline(draft);
          toast.success(result.message);
          onSaved(result.lesson);
        },
        onError: (error) => {
          setServerError(errorMessage(error, 'Failed to save lesson'));
          toast.error('Failed to save lesson', { description: errorMessage(error, 'Please try again.') });
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
        <FormField label="Lesson title" error={errors.title}>
          {(f) => (
            <Input
              {...f}
              value={draft.title}
              maxLength={LESSON_TITLE_MAX}
              onChange={(e) => set({ title: e.target.value })}
              disabled={busy}
            />
          )}
        </FormField>
        <FormField label="Content type" error={errors.contentType}>
          {(f) => (
            <NativeSelect
              {...f}
              value={t}
              onChange={(e) => set({ contentType: e.target.value as LessonDraft['contentType'] })}
              disabled={busy}
            >
              {CONTENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CONTENT_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label="Description (optional)" error={errors.description}>
        {(f) => (
          <Textarea
            {...f}
            rows={2}
            className="min-h-16"
            maxLength={LESSON_DESCRIPTION_MAX}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
            disabled={busy}
          />
        )}
      </FormField>

      {t === 'video' && (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium text-white">Video source</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {(['url', 'file'] as const).map((source) => (
              <label key={source} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="video-source"
                  className="size-4 accent-[var(--color-primary)]"
                  checked={draft.videoSource === source}
                  onChange={() => set({ videoSource: source })}
                  disabled={busy}
                />
                {source === 'url' ? 'Video address (YouTube, Vimeo, .mp4, .webm, .ogg)' : 'Upload a video file'}
              </label>
            ))}
          </div>
          {draft.videoSource === 'url' && (
            <FormField label="Video URL" error={errors.videoUrl}>
              {(f) => (
                <Input
                  {...f}
                  type="url"
                  inputMode="url"
                  placeholder="https://www.youtube.com/watch?v=…"
                  value={draft.videoUrl}
                  onChange={(e) => set({ videoUrl: e.target.value })}
                  disabled={busy}
                />
              )}
            </FormField>
          )}
        </fieldset>
      )}

      {takesFile(t) && !(t === 'video' && draft.videoSource === 'url') && (
        <LessonFileField
          courseId={courseId}
          lessonId={lesson?.id}
          file={savedFile ?? draft.file}
          saved={savedFile !== null}
          contentType={t}
          error={errors.fileId}
          disabled={busy}
          onFile={(file) => set({ file })}
          onDuration={(minutes) => set({ durationMinutes: String(minutes) })}
          onBusyChange={setUploading}
        />
      )}

      {(t === 'video' || t === 'audio') && (
        <LessonCaptions
          lessonId={lesson && (lesson.contentType === 'video' || lesson.contentType === 'audio') ? lesson.id : null}
          disabled={busy}
        />
      )}

      {t === 'text' && (
        <TextEditor
          value={draft.content}
          onChange={(content) => set({ content })}
          title={draft.title}
          error={errors.content}
          disabled={busy}
        />
      )}

      {t === 'quiz' && (
        <p className="rounded-lg border border-border bg-black/30 px-4 py-3 text-sm text-muted-foreground">
          {lesson?.contentType === 'quiz' ? 'The quiz questions are below.' : 'Save the lesson, then write its questions.'}
        </p>
      )}

      <div className="flex flex-wrap items-end gap-6">
        {t !== 'quiz' && (
          <FormField label="Duration (minutes)" error={errors.durationMinutes} className="w-40">
            {(f) => (
              <Input
                {...f}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={draft.durationMinutes}
                onChange={(e) => set({ durationMinutes: e.target.value })}
                disabled={busy}
              />
            )}
          </FormField>
        )}
        <label className="flex items-center gap-3 pb-2 text-sm text-white">
          <Switch checked={draft.isFree} onCheckedChange={(isFree) => set({ isFree })} disabled={busy} />
          Free preview lesson
        </label>
      </div>

      {serverError && (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden />
          <AlertTitle>The lesson was not saved</AlertTitle>
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      )}
      {submitted && Object.keys(errors).length > 0 && (
        <p className="text-sm font-medium text-red-300">Fix the highlighted fields to save.</p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={busy || uploading || undefined} className="aria-disabled:opacity-50 sm:min-w-36">
          {busy ? (
            <>
              <LoaderCircle aria-hidden className="animate-spin" /> Saving...
            </>
          ) : t === 'quiz' && !lesson ? (
            'Save and add questions'
          ) : lesson ? (
            'Save Lesson'
          ) : (
            'Add Lesson'
          )}
        </Button>
      </div>
    </form>
  );
}
