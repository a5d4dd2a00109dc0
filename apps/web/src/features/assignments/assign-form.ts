import { addMonths, assignCourseInput, dateIn, DUE_DATE_MAX_YEARS, MESSAGES, type AssignCourseInput, type DueRule } from '@app/core';
import { parseStaffIds } from '@/features/admin-groups';
import { ApiError } from '@/lib/api';

/** What the Assign dialog holds, as typed: nothing of it is lost when the server refuses it. */
export interface AssignFormValues {
  groupIds: string[];
  staffIdsText: string;
  dueType: 'date' | 'days';
  dueDate: string;
  dueDays: string;
  recert: boolean;
  recertMonths: string;
}

export const EMPTY_ASSIGN_FORM: AssignFormValues = {
  groupIds: [],
  staffIdsText: '',
  dueType: 'date',
  dueDate: '',
  dueDays: '30',
  recert: false,
  recertMonths: '12',
};

/** Where a problem is shown: under the people (groups and Staff IDs), the due date, the recertification, or above the buttons. */
export type AssignField = 'targets' | 'staffIds' | 'due' | 'recertMonths' | 'form';
export type AssignErrors = Partial<Record<AssignField, string>>;

/** The browser's calendar date (the learner's dates are theirs; the admin picks a date in their own). */
export const localToday = (now = new Date()) => dateIn(now, Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The latest fixed due date the server takes (DUE_DATE_MAX_YEARS ahead; 29 February becomes the 28th, as there). */
export const latestDueDate = (today: string) => addMonths(today, DUE_DATE_MAX_YEARS * 12);

const FIELD_OF_PATH: Record<string, AssignField> = { staffIds: 'staffIds', groupIds: 'targets', due: 'due', recertMonths: 'recertMonths' };

/**
 * The request the form's values make, checked with the server's own schema (assignCourseInput), or
 * the problems to show beside their fields. A due date before today or too far ahead is named here
 * too: the schema takes any real date, the server refuses those.
 */
export function assignInputOf(values: AssignFormValues, today: string): { input: AssignCourseInput | null; errors: AssignErrors } {
  const errors: AssignErrors = {};
  const pasted = parseStaffIds(values.staffIdsText);
  if (pasted.invalid.length > 0) {
    const shown = pasted.invalid.slice(0, 5).map((s) => `“${s}”`);
    const more = pasted.invalid.length > 5 ? ` and ${pasted.invalid.length - 5} more` : '';
    errors.staffIds = `${pasted.invalid.length === 1 ? 'This is not a Staff ID' : 'These are not Staff IDs'}: ${shown.join(', ')}${more}.`;
  }
  const due: AssignCourseInput['due'] =
    values.dueType === 'date'
      ? { type: 'date', date: values.dueDate }
      : { type: 'days', days: values.dueDays.trim() === '' ? Number.NaN : Number(values.dueDays) };
  if (values.dueType === 'date' && values.dueDate === '') errors.due = 'Choose the due date.';
  else if (values.dueType === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(values.dueDate)) {
    if (values.dueDate < today) errors.due = MESSAGES.assignDueInPast;
    else if (values.dueDate > latestDueDate(today)) errors.due = MESSAGES.assignDueTooFar;
  }
  const input: AssignCourseInput = {
    staffIds: pasted.staffIds,
    groupIds: values.groupIds,
    due,
    recertMonths: values.recert ? (values.recertMonths.trim() === '' ? Number.NaN : Number(values.recertMonths)) : null,
  };
  const parsed = assignCourseInput.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[String(issue.path[0])] ?? 'form';
      errors[field] ??= issue.message;
    }
  return Object.keys(errors).length > 0 ? { input: null, errors } : { input, errors };
}

/**
 * Where the server's refusal belongs: a group deleted since the list was loaded (404) beside the
 * groups, a refused Staff ID, date or interval beside its field (the texts are the schema's, or the
 * server's naming the field), anything else above the buttons.
 */
export function assignErrorField(error: unknown): AssignField {
  if (!(error instanceof ApiError)) return 'form';
  const text = error.message.toLowerCase();
  if (error.status === 404 && text.includes('group')) return 'targets';
  if (error.status !== 400 && error.status !== 422 && error.status !== 404) return 'form';
  if (text.includes('staff id')) return 'staffIds';
  if (text.startsWith('recertification') || text.includes('recertification')) return 'recertMonths';
  if (text.includes('due') || text.startsWith('days')) return 'due';
  if (text.includes('group') || text.includes('person')) return 'targets';
  return 'form';
}

/** How a due rule reads in the list of a course's assignments. */
export const dueRuleText = (due: DueRule, formatDate: (d: string) => string) =>
  due.type === 'date' ? `By ${formatDate(due.date)}` : `${due.days === 1 ? '1 day' : `${due.days} days`} after assignment`;
