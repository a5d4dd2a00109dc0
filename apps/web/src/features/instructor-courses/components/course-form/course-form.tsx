import { COURSE_LEVELS, COURSE_STATUSES, type CourseSaveResponse, type EditableCourse } from '@app/core';
import { AlertCircle, LoaderCircle, RotateCcw } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useCategories } from '@/features/courses';
import { ApiError, errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useCreateCourse } from '../../api/create-course';
import { useUpdateCourse } from '../../api/update-course';
import { LEVEL_LABELS, STATUS_LABELS } from '../../labels';
import { courseDraftOf, courseErrors, createInputOf, emptyCourseDraft, updateInputOf, type CourseDraft } from './course-draft';
import { isDirty } from '../use-discard-guard';
import { ThumbnailField } from './thumbnail-field';

interface CourseFormProps {
  /** The course to edit (with the version it was read at), or null to create one. */
  course: EditableCourse | null;
  onSaved: (result: CourseSaveResponse) => void;
  onCancel?: () => void;
  /** Loads the stored course again after a conflict; the form then starts from it. */
  onReload?: () => Promise<EditableCourse | undefined>;
  /** Whether there is something unsaved (a change, or a picture on its way): a dialog asks before closing. */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * The sticky action bar's bleed and background, to reach the edges of what holds the form (its
   * padding, its colour): the page's card or the dialog.
   */
  actionBarClassName?: string;
}

/**
 * Create Course and Edit Course (spec sections 3 and 5). The draft stays on screen whatever the
 * server answers: a refused save (a stale version included) never loses what was typed.
 */
export function CourseForm({ course, onSaved, onCancel, onReload, onDirtyChange, actionBarClassName }: CourseFormProps) {
  const [draft, setDraft] = useState<CourseDraft>(() => (course ? courseDraftOf(course) : emptyCourseDraft()));
  // What is saved: the draft is compared with it to tell whether closing would lose anything.
  const [baseline, setBaseline] = useState(draft);
  const [version, setVersion] = useState(course?.version);
  const [submitted, setSubmitted] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const categories = useCategories();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const saving = create.isPending || update.isPending;
  const busy = saving || uploading;
  const dirty = isDirty(draft, baseline, uploading);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const errors = submitted ? courseErrors(draft, course ? (version ?? '') : undefined) : {};

  const set = (patch: Partial<CourseDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    flushSync(() => {
      setSubmitted(true);
      setServerError(null);
    });
    if (Object.keys(courseErrors(draft, course ? (version ?? '') : undefined)).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const fallback = course ? 'Failed to update course' : 'Failed to create course';
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.code === 'CONFLICT' && course) setConflict(true);
      else setServerError(errorMessage(error, fallback));
      toast.error(fallback, { description: errorMessage(error, 'Please try again.') });
    };
    const onSuccess = (result: CourseSaveResponse) => {
      setBaseline(draft);
      setVersion(result.course.version);
      setConflict(false);
      toast.success(result.message);
      onSaved(result);
    };
    if (course && version) update.mutate({ courseId: course.id, input: updateInputOf(draft, version) }, { onSuccess, onError });
    else create.mutate(createInputOf(draft), { onSuccess, onError });
  };

  const reload = async () => {
    const fresh = await onReload?.();
    if (!fresh) return;
    setDraft(courseDraftOf(fresh));
    setBaseline(courseDraftOf(fresh));
    setVersion(fresh.version);
    setConflict(false);
    setSubmitted(false);
  };

  const categoryList = categories.data ?? [];

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={saving} className="grid gap-5">
      <FormField label="Title" error={errors.title}>
        {(f) => <Input {...f} value={draft.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} disabled={saving} />}
      </FormField>
      <FormField label="Short description" error={errors.shortDescription} hint="One or two sentences for the course cards.">
        {(f) => (
          <Textarea
            {...f}
            autoGrow
            rows={2}
            className="min-h-16"
            value={draft.shortDescription}
            maxLength={500}
            onChange={(e) => set({ shortDescription: e.target.value })}
            disabled={saving}
          />
        )}
      </FormField>
      <FormField label="Full description" error={errors.description}>
        {(f) => (
          <Textarea
            {...f}
            autoGrow
            rows={5}
            className="min-h-32"
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
            disabled={saving}
          />
        )}
      </FormField>

      {/* Price and duration side by side at every width: two short numbers, read together. */}
      <div className="grid grid-cols-2 items-start gap-3 sm:gap-5">
        <FormField label="Price (USD)" error={errors.price} hint="0 for a free course.">
          {(f) => (
            <Input
              {...f}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={draft.price}
              onChange={(e) => set({ price: e.target.value })}
              disabled={saving}
            />
          )}
        </FormField>
        <FormField label="Duration (hours)" error={errors.durationHours}>
          {(f) => (
            <Input
              {...f}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={draft.durationHours}
              onChange={(e) => set({ durationHours: e.target.value })}
              disabled={saving}
            />
          )}
        </FormField>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Category"
          error={errors.categoryId ?? (categories.isError ? errorMessage(categories.error, 'Failed to load categories') : undefined)}
        >
          {(f) => (
            <NativeSelect {...f} value={draft.categoryId} onChange={(e) => set({ categoryId: e.target.value })} disabled={saving}>
              <option value="">{categories.isPending ? 'Loading categories…' : 'Choose a category'}</option>
              {categoryList.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Level" error={errors.level}>
          {(f) => (
            <NativeSelect
              {...f}
              value={draft.level}
              onChange={(e) => set({ level: e.target.value as CourseDraft['level'] })}
              disabled={saving}
            >
              {COURSE_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {LEVEL_LABELS[l]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {course && (
          <FormField label="Status" error={errors.status}>
            {(f) => (
              <NativeSelect
                {...f}
                value={draft.status}
                onChange={(e) => set({ status: e.target.value as CourseDraft['status'] })}
                disabled={saving}
              >
                {COURSE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
      </div>

      <ThumbnailField
        value={{ url: draft.thumbnailUrl, fileId: draft.thumbnailFileId, preview: draft.thumbnailPreview }}
        onChange={(t) => set({ thumbnailUrl: t.url, thumbnailFileId: t.fileId, thumbnailPreview: t.preview })}
        error={errors.thumbnailUrl ?? errors.thumbnailFileId}
        disabled={saving}
        onBusyChange={setUploading}
      />

      <FormField label="What you will learn" error={errors.whatYouWillLearn} hint="One point per line.">
        {(f) => (
          <Textarea
            {...f}
            autoGrow
            rows={4}
            value={draft.whatYouWillLearn}
            onChange={(e) => set({ whatYouWillLearn: e.target.value })}
            disabled={saving}
          />
        )}
      </FormField>
      <FormField label="Requirements" error={errors.requirements} hint="One per line.">
        {(f) => (
          <Textarea
            {...f}
            autoGrow
            rows={3}
            value={draft.requirements}
            onChange={(e) => set({ requirements: e.target.value })}
            disabled={saving}
          />
        )}
      </FormField>

      {conflict && (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden />
          <AlertTitle>This course was changed in another tab — reload</AlertTitle>
          <AlertDescription className="grid gap-3">
            <p>
              Someone (or you, in another tab) saved this course after you opened it, so your changes were not saved. What you typed is
              still here: copy what you need, then load the latest version and apply it again.
            </p>
            {onReload && (
              <Button type="button" size="sm" variant="outline" className="w-fit" onClick={() => void reload()}>
                <RotateCcw aria-hidden /> Load the latest version
              </Button>
            )}
          </AlertDescription>
        </Alert>
      )}
      {serverError && (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden />
          <AlertTitle>{course ? 'The course was not saved' : 'The course was not created'}</AlertTitle>
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      )}
      {submitted && Object.keys(errors).length > 0 && (
        <p className="text-sm font-medium text-red-300">Fix the highlighted fields to save.</p>
      )}

      {/* Always in reach, however long the form: the bar stays at the bottom of the view (or the dialog) while the form scrolls under it. */}
      <div
        className={cn(
          'sticky bottom-0 z-10 flex flex-col-reverse gap-2 border-t border-border py-3 backdrop-blur sm:flex-row sm:justify-end',
          actionBarClassName,
        )}
      >
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
        <Button type="submit" aria-disabled={busy || undefined} className="aria-disabled:opacity-50 sm:min-w-36">
          {saving ? (
            <>
              <LoaderCircle aria-hidden className="animate-spin" /> Saving...
            </>
          ) : course ? (
            'Save Changes'
          ) : (
            'Create Course'
          )}
        </Button>
      </div>
    </form>
  );
}
