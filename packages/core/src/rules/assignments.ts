// Assigned training (issue 30, docs/assignments.md): due dates, statuses and recertification
// cycles, as pure functions over calendar dates ('YYYY-MM-DD'). The server reads "today" in the
// learner's time zone and computes the same status in SQL for its lists (modules/assignments/
// status-sql.ts mirrors `assignmentStatus`); the web app shows the labels below.

export const ASSIGNMENT_STATUSES = ['not_started', 'in_progress', 'completed', 'overdue', 'expiring_soon', 'expired', 'waived'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
  overdue: 'Overdue',
  expiring_soon: 'Expiring soon',
  expired: 'Expired',
  waived: 'Waived',
};

/** A certificate this close to its recertification date is "expiring soon", and its next cycle opens. */
export const EXPIRING_SOON_DAYS = 30;
/** A fixed due date may be at most this far ahead. */
export const DUE_DATE_MAX_YEARS = 5;
/** "N days after assignment": 1 to 730. */
export const DUE_DAYS_MAX = 730;
export const RECERT_MONTHS_MAX = 120;

const DAY_MS = 86_400_000;
const parse = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const print = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar date of `at` in `timeZone` (an IANA name; an unknown one reads as UTC). */
export function dateIn(at: Date, timeZone: string | null | undefined): string {
  try {
    // en-CA prints YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/** Whether `name` is a time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const addDays = (date: string, days: number) => print(parse(date) + days * DAY_MS);

/** Calendar months later; the 31st becomes the month's last day (PostgreSQL's `date + interval` does the same). */
export function addMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const d = Number(date.slice(8, 10));
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return print(Date.UTC(year, month, Math.min(d, last)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((parse(to) - parse(from)) / DAY_MS);

export interface AssignmentState {
  /** The current cycle: 1, then one more at each recertification. */
  cycle: number;
  dueOn: string;
  progress: number;
  /** When the current cycle was completed (an ISO time), or null. */
  completedAt: string | null;
  /** The date the current cycle's completion must be repeated by (recertification), or null. */
  expiresOn: string | null;
  waivedAt: string | null;
}

/**
 * The status of one learner's assignment on `today` (their calendar date). A recertification cycle
 * (cycle 2 on) is due on the day the last completion expires: until then it is "expiring soon",
 * after it "expired"; a first cycle past its due date is "overdue".
 */
export function assignmentStatus(a: AssignmentState, today: string): AssignmentStatus {
  if (a.waivedAt) return 'waived';
  if (a.completedAt) {
    if (a.expiresOn && a.expiresOn < today) return 'expired';
    if (a.expiresOn && daysBetween(today, a.expiresOn) <= EXPIRING_SOON_DAYS) return 'expiring_soon';
    return 'completed';
  }
  if (a.cycle > 1) return a.dueOn < today ? 'expired' : 'expiring_soon';
  if (a.dueOn < today) return 'overdue';
  return a.progress > 0 ? 'in_progress' : 'not_started';
}

/** The due date as a learner reads it: 'Due today', 'Due tomorrow', 'Due in 3 days', 'Overdue by 2 days'. */
export function dueLabel(dueOn: string, today: string): string {
  const days = daysBetween(today, dueOn);
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days > 1) return `Due in ${days} days`;
  return `Overdue by ${-days === 1 ? '1 day' : `${-days} days`}`;
}

/** A calendar date as people read it: 'Mon, 14 Dec 2026'. The date is the same in every time zone (it is a date, not a time). */
export const formatDueDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Whether the status still asks something of the learner (the cards' order puts these first). */
export const isOpenStatus = (s: AssignmentStatus) => s !== 'completed' && s !== 'waived';

/** The order of a learner's assigned courses: overdue and expired first, then by due date. */
export function compareAssigned(a: { status: AssignmentStatus; dueOn: string }, b: { status: AssignmentStatus; dueOn: string }): number {
  const rank = (s: AssignmentStatus) => (s === 'overdue' || s === 'expired' ? 0 : isOpenStatus(s) ? 1 : 2);
  return rank(a.status) - rank(b.status) || a.dueOn.localeCompare(b.dueOn);
}

/** Days before the due date a reminder goes out (REMINDER_DAYS, default '7,1'): distinct, 1 to 365, largest first. */
export function parseReminderDays(raw: string | undefined): number[] {
  if (raw == null || raw.trim() === '') return [7, 1];
  const days = raw.split(',').map((s) => s.trim());
  if (days.some((d) => !/^\d{1,3}$/.test(d) || Number(d) < 1 || Number(d) > 365))
    throw new Error(`REMINDER_DAYS must be a comma-separated list of days from 1 to 365, e.g. "7,1" (got "${raw}")`);
  return [...new Set(days.map(Number))].sort((a, b) => b - a);
}
