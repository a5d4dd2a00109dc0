import { ASSIGN_STAFF_IDS_MAX, DUE_DAYS_MAX, plural, RECERT_MONTHS_MAX } from '@app/core';
import { AlertCircle, CalendarPlus, LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { parseStaffIds } from '@/features/admin-groups';
import { groupOptionsQueryOptions, useGroupOptions } from '@/features/instructor-students';
import { ApiError, errorMessage } from '@/lib/api';
import { useAssignCourse } from '../api/assign-course';
import {
  assignErrorField,
  assignInputOf,
  EMPTY_ASSIGN_FORM,
  latestDueDate,
  localToday,
  type AssignErrors,
  type AssignFormValues,
} from '../assign-form';
import { GroupPicker } from './group-picker';

export interface AssignableCourse {
  id: string;
  title: string;
}

/**
 * Assign a published course to groups and people: who, due when (a date, or a number of days after
 * each learner is assigned), and whether it must be repeated. The values are checked with the
 * server's schema before anything is sent; a refusal is shown beside its field and the values stay.
 * The server answers at once (202) and assigns a group's members in the background: its message is
 * the toast.
 */
export function AssignCourseDialog({ course, onClose }: { course: AssignableCourse | null; onClose: () => void }) {
  const assign = useAssignCourse();
  return (
    <Dialog open={course !== null} onOpenChange={(open) => !open && !assign.isPending && onClose()}>
      <DialogContent
        className="max-w-xl p-6"
        // The dialog itself takes the focus (its title is read), not whichever field has loaded first: Tab goes on to the groups.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        {course && <AssignForm course={course} assign={assign} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({
  course,
  assign,
  onDone,
}: {
  course: AssignableCourse;
  assign: ReturnType<typeof useAssignCourse>;
  onDone: () => void;
}) {
  const [values, setValues] = useState<AssignFormValues>(EMPTY_ASSIGN_FORM);
  const [errors, setErrors] = useState<AssignErrors>({});
  const today = localToday();
  const ids = { due: useId(), days: useId(), recert: useId(), targets: useId() };
  const set = <K extends keyof AssignFormValues>(key: K, value: AssignFormValues[K], clear: (keyof AssignErrors)[]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      const next = { ...e, form: undefined };
      for (const k of clear) next[k] = undefined;
      return next;
    });
  };
  const staffCount = parseStaffIds(values.staffIdsText).staffIds.length;
  const queryClient = useQueryClient();
  const groupOptions = useGroupOptions();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // A group deleted since it was chosen (the list is asked again after a 404) is no longer sent.
    const known = groupOptions.data && new Set(groupOptions.data.groups.map((g) => g.id));
    const groupIds = known ? values.groupIds.filter((id) => known.has(id)) : values.groupIds;
    const { input, errors: problems } = assignInputOf({ ...values, groupIds }, today);
    setErrors(problems);
    if (!input) return;
    assign.mutate(
      { courseId: course.id, input },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
        onError: (error) => {
          const field = assignErrorField(error);
          // A group deleted since the list was loaded: ask for the list again (the chosen one goes from it).
          if (field === 'targets' && error instanceof ApiError && error.status === 404)
            void queryClient.invalidateQueries({ queryKey: groupOptionsQueryOptions().queryKey });
          setErrors({ [field]: errorMessage(error, 'The course could not be assigned. Please try again.') });
        },
      },
    );
  };

  return (
    <>
      <DialogTitle className="pr-10">Assign course</DialogTitle>
      <DialogDescription className="mt-2 break-words">
        Assign “{course.title}” to groups and people. They are enrolled, and see it on their dashboard with its due date.
      </DialogDescription>
      <form onSubmit={submit} noValidate className="mt-5 grid gap-5">
        <div className="grid gap-4 rounded-lg border border-border p-4">
          <GroupPicker
            value={values.groupIds}
            onChange={(groupIds) => set('groupIds', groupIds, ['targets'])}
            invalid={Boolean(errors.targets)}
            describedBy={errors.targets ? ids.targets : undefined}
          />
          <FormField
            label="Staff IDs"
            error={errors.staffIds}
            hint={`${staffCount > 0 ? `${plural(staffCount, 'person', 'people')}. ` : ''}One per line, or separated by commas. At most ${ASSIGN_STAFF_IDS_MAX}.`}
          >
            {(control) => (
              <Textarea
                {...control}
                value={values.staffIdsText}
                rows={3}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                placeholder={'STU-001\nSTU-002'}
                className="font-mono"
                onChange={(e) => set('staffIdsText', e.target.value, ['staffIds', 'targets'])}
              />
            )}
          </FormField>
          {errors.targets && (
            <p id={ids.targets} className="text-sm font-medium text-red-300">
              {errors.targets}
            </p>
          )}
        </div>

        <fieldset className="grid gap-3" aria-describedby={errors.due ? `${ids.due}-error` : `${ids.due}-hint`}>
          <legend className="mb-1 text-sm font-medium text-foreground">Due</legend>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <label className="flex min-w-40 cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name="due-type"
                checked={values.dueType === 'date'}
                onChange={() => set('dueType', 'date', ['due'])}
                className="size-4 accent-[var(--primary)]"
              />
              On a date
            </label>
            <Input
              type="date"
              aria-label="Due date"
              min={today}
              max={latestDueDate(today)}
              value={values.dueDate}
              disabled={values.dueType !== 'date'}
              aria-invalid={(values.dueType === 'date' && Boolean(errors.due)) || undefined}
              onChange={(e) => set('dueDate', e.target.value, ['due'])}
              className="w-auto min-w-44 [color-scheme:dark]"
            />
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <label className="flex min-w-40 cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name="due-type"
                checked={values.dueType === 'days'}
                onChange={() => set('dueType', 'days', ['due'])}
                className="size-4 accent-[var(--primary)]"
              />
              Days after assignment
            </label>
            <span className="flex items-center gap-2 text-sm">
              <Input
                id={ids.days}
                type="number"
                inputMode="numeric"
                aria-label="Days after assignment"
                min={1}
                max={DUE_DAYS_MAX}
                step={1}
                value={values.dueDays}
                disabled={values.dueType !== 'days'}
                aria-invalid={(values.dueType === 'days' && Boolean(errors.due)) || undefined}
                onChange={(e) => set('dueDays', e.target.value, ['due'])}
                className="w-24"
              />
              days
            </span>
          </div>
          <p id={`${ids.due}-hint`} className="text-xs text-muted-foreground">
            With days, whoever joins a group later gets their own due date.
          </p>
          {errors.due && (
            <p id={`${ids.due}-error`} className="text-sm font-medium text-red-300">
              {errors.due}
            </p>
          )}
        </fieldset>

        <fieldset className="grid gap-2" aria-describedby={errors.recertMonths ? `${ids.recert}-error` : undefined}>
          <legend className="sr-only">Recertification</legend>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <label className="flex cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                checked={values.recert}
                onChange={(e) => set('recert', e.target.checked, ['recertMonths'])}
                className="size-4 accent-[var(--primary)]"
              />
              Recertify every
            </label>
            <Input
              type="number"
              inputMode="numeric"
              aria-label="Recertify every how many months"
              min={1}
              max={RECERT_MONTHS_MAX}
              step={1}
              value={values.recertMonths}
              disabled={!values.recert}
              aria-invalid={Boolean(errors.recertMonths) || undefined}
              onChange={(e) => set('recertMonths', e.target.value, ['recertMonths'])}
              className="w-24"
            />
            months
          </div>
          <p className="text-xs text-muted-foreground">
            Learners take the course again that long after completing it. Earlier certificates stay.
          </p>
          {errors.recertMonths && (
            <p id={`${ids.recert}-error`} className="text-sm font-medium text-red-300">
              {errors.recertMonths}
            </p>
          )}
        </fieldset>

        {errors.form && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertDescription>{errors.form}</AlertDescription>
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={assign.isPending}>
            {assign.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <CalendarPlus aria-hidden />}
            {assign.isPending ? 'Assigning…' : 'Assign'}
          </Button>
        </div>
      </form>
    </>
  );
}
